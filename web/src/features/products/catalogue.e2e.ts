import { expect, test } from '../../test/app-test';

const shots = process.env.E2E_SHOTS;

test('merchandise: list with Rupiah prices and status, detail with the contact dialog, not found', async ({ page }) => {
  await page.goto('/merch');
  await expect(page.getByRole('heading', { level: 1, name: 'Merchandise Teater Satu' })).toBeVisible();
  await expect(page.getByText('Pemesanan dan informasi: 0812-7788-1996 (Eka Pratiwi)')).toBeVisible();
  const cards = page.getByRole('list', { name: 'Merchandise Teater Satu' }).getByRole('listitem');
  await expect(cards).toHaveCount(6);
  const tote = cards.filter({ hasText: 'Totebag Kanvas Panggung' });
  await expect(tote).toContainText('Rp 65.000,00');
  await expect(tote).toContainText('Tersedia');
  await expect(cards.filter({ hasText: 'Poster Edisi Terbatas' })).toContainText('Habis');
  if (shots) await page.screenshot({ path: `${shots}/merch.png`, fullPage: true });

  await tote.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Totebag Kanvas Panggung' })).toBeVisible();
  await page.getByRole('button', { name: 'Beli Sekarang' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hubungi Kami' });
  await expect(dialog.getByText('Eka Pratiwi · 0812-7788-1996')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Chat WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/6281277881996\?text=/,
  );
  if (shots) await page.screenshot({ path: `${shots}/merch-detail.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.goto('/merch/999999');
  await expect(page.getByText('Produk tidak ditemukan')).toBeVisible();
});

test('rentals: badges Tersedia green, Habis red, other grey; detail with Sewa Sekarang', async ({ page }) => {
  await page.goto('/sewa');
  const cards = page.getByRole('list', { name: 'Penyewaan' }).getByRole('listitem');
  // six demo items; other tests may have added more
  await expect(cards.filter({ hasText: 'Kostum Adat Lampung' })).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(6);
  const badge = (name: string, status: string) =>
    cards.filter({ hasText: name }).locator('span', { hasText: new RegExp(`^${status}$`) });
  await expect(badge('Kostum Raja dan Ratu', 'Tersedia')).toHaveClass(/bg-green-100/);
  await expect(badge('Set Properti Ruang Tamu', 'Habis')).toHaveClass(/bg-red-100/);
  await expect(badge('Sound System Portabel', 'Dalam Perbaikan')).toHaveClass(/bg-stone-200/);
  if (shots) await page.screenshot({ path: `${shots}/sewa.png`, fullPage: true });

  await cards.filter({ hasText: 'Kostum Raja dan Ratu' }).getByRole('link').click();
  await page.getByRole('button', { name: 'Sewa Sekarang' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Bima Prakoso');
  await expect(dialog.getByRole('link', { name: 'Chat WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/6281369002003/,
  );
});

test('scripts: the collection with its links, and one script by ?id=', async ({ page }) => {
  await page.goto('/scripts');
  const cards = page.getByRole('list', { name: 'Naskah' }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  const jahanam = cards.filter({ hasText: 'Malam Jahanam' });
  await expect(jahanam.getByRole('link', { name: 'Baca Naskah' })).toHaveAttribute('href', /^https:\/\//);
  await jahanam.getByRole('link', { name: 'Malam Jahanam' }).click();
  await expect(page).toHaveURL(/\/scripts\/setiapscript\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Malam Jahanam' })).toBeVisible();
  await expect(page.getByText('Karya Motinggo Busye')).toBeVisible();
  await page.goto('/scripts/setiapscript?id=999999');
  await expect(page.getByText('Naskah tidak ditemukan')).toBeVisible();
});

test('donation shows the latest entry; about page tells the history', async ({ page }) => {
  await page.goto('/donation');
  await expect(page.getByText(/Sejak 1996 kami berkarya secara mandiri/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Donasi Sekarang' })).toHaveAttribute('href', /^https:\/\//);

  await page.goto('/teatersatu');
  await expect(page.getByRole('heading', { level: 1, name: 'Tentang Teater Satu' })).toBeVisible();
  for (const heading of ['Asal-usul', 'Visi', 'Misi', 'Perjalanan Kami']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  for (const period of ['1996', '1996-2000', '2000-2003', '2003-2007', '2008-2011', '2012-sekarang']) {
    await expect(page.getByText(period, { exact: true })).toBeVisible();
  }
  if (shots) await page.screenshot({ path: `${shots}/about.png`, fullPage: true });
});
