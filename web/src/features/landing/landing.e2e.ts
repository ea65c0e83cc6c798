import { expect, test } from '../../test/app-test';

const shots = process.env.E2E_SHOTS;

test('the landing page shows every section with demo data', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('img', { name: 'Foto pementasan 1' });
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(page.getByRole('link', { name: 'Foto pementasan 1' })).toHaveAttribute('href', '/photos');

  const video = page.getByLabel('Video pengantar 1');
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveAttribute('src', /^\/media\/v\/[\w-]+\.mp4$/);

  for (const [title, href] of [
    ['Program', '/program'],
    ['Berita', '/news'],
    ['Kolaborasi', '/collaboration'],
  ] as const) {
    const section = page.getByRole('region', { name: title, exact: true });
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('link', { name: 'Berita Selengkapnya' })).toHaveAttribute('href', '/news');

  const shortcuts = page.getByRole('region', { name: 'Jelajahi' }).getByRole('link');
  await expect(shortcuts).toHaveCount(8);
  await expect(shortcuts).toHaveText([
    /Tentang Teater Satu/,
    /Coaching/,
    /Kolaborasi/,
    /Partnership/,
    /Merchandise/,
    /Penyewaan/,
    /Pesan Tiket/,
    /Donasi/,
  ]);
  await expect(shortcuts.first()).toHaveAttribute('href', '/teatersatu');

  const gallery = page.getByRole('region', { name: 'Galeri', exact: true });
  await expect(gallery.getByRole('img', { name: 'Foto galeri 1' })).toHaveAttribute('loading', 'lazy');

  const testimonials = page.getByRole('region', { name: 'Kata Mereka' });
  await testimonials.scrollIntoViewIfNeeded();
  await expect(testimonials.getByRole('button', { name: 'Tampilkan testimoni 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(testimonials.getByText('Rina Marlina')).toBeVisible();
  await testimonials.getByRole('button', { name: 'Tampilkan testimoni 2' }).click();
  await expect(testimonials.getByText('Aditya Pratama')).toBeVisible();

  const members = page.getByRole('region', { name: 'Anggota Utama' });
  await expect(members.getByRole('img')).toHaveCount(3);
  await expect(members.getByRole('img', { name: 'Rendra Saputra' })).toBeVisible();
  await expect(members.getByRole('link', { name: 'Anggota Lengkap' })).toHaveAttribute('href', '/anggota');

  if (shots) {
    await page.screenshot({ path: `${shots}/landing-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('img', { name: 'Foto pementasan 1' })).toBeVisible();
    await page.screenshot({ path: `${shots}/landing-phone-top.png` });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${shots}/landing-phone.png`, fullPage: true });
  }
});
