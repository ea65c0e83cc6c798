import { type APIRequestContext, expect, test } from '../../test/app-test';
import { adminToken } from '../../test/e2e';

const shots = process.env.E2E_SHOTS;
const run = Date.now().toString(36);
/** Two testimonials made for this test, the newest first on the page. */
const voices = [`Suara Pertama ${run}`, `Suara Kedua ${run}`];

/** Three items of each landing section (newest first), and two testimonials. */
test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  const post = async (api: APIRequestContext, path: string, multipart: Record<string, string>) => {
    const res = await api.post(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` }, multipart });
    expect(res.status(), path).toBe(201);
  };
  for (const path of ['/lpprograms', '/lpberitas', '/lpkolaborasis']) {
    for (let i = 1; i <= 3; i++) await post(request, path, { judul: `Sorotan ${i} ${run}`, deskripsi: 'Di panggung.' });
  }
  for (const nama of [...voices].reverse()) {
    await post(request, '/lptestimonis', { quote: `Kata ${nama}.`, nama, jabatan: 'Penonton' });
  }
});

test('the landing page opens with its hero, intro video and each section, newest first', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('img', { name: 'Foto pementasan 1' });
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(page.getByRole('link', { name: 'Foto pementasan 1' })).toHaveAttribute('href', '/photos');

  const video = page.getByLabel('Video pengantar 1');
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveAttribute('src', /^\/media\/v\/[\w-]+\.mp4$/);

  for (const [title, href, path] of [
    ['Program', '/program', '/lpprograms'],
    ['Berita', '/news', '/lpberitas'],
    ['Kolaborasi', '/collaboration', '/lpkolaborasis'],
  ] as const) {
    const listed = ((await (await page.request.get(`/api/v1${path}`)).json()) as { data: unknown[] }).data;
    const section = page.getByRole('region', { name: title, exact: true });
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(listed.length);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', href);
    await expect(cards.first()).toContainText(`Sorotan 3 ${run}`);
  }
  await expect(page.getByRole('link', { name: 'Berita Selengkapnya' })).toHaveAttribute('href', '/news');
});

test('the landing page goes on with shortcuts, the gallery, testimonials and members', async ({ page }) => {
  await page.goto('/');
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
  const first = testimonials.getByRole('button', { name: 'Tampilkan testimoni 1' });
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(testimonials.getByText(voices[0] ?? '', { exact: true })).toBeVisible();
  await testimonials.getByRole('button', { name: 'Tampilkan testimoni 2' }).click();
  await expect(testimonials.getByText(voices[1] ?? '', { exact: true })).toBeVisible();

  const featured = (await (await page.request.get('/api/v1/lpanggotautamas')).json()) as {
    data: { nama: string | null }[];
  };
  const members = page.getByRole('region', { name: 'Anggota Utama' });
  await expect(members.getByRole('img')).toHaveCount(Math.min(3, featured.data.length));
  await expect(members.getByRole('img', { name: featured.data[0]?.nama ?? '' })).toBeVisible();
  await expect(members.getByRole('link', { name: 'Anggota Lengkap' })).toHaveAttribute('href', '/anggota');
});

test('screenshots of the landing page on a desktop and a phone (E2E_SHOTS)', async ({ page }) => {
  test.skip(!shots, 'only when E2E_SHOTS names a folder');
  await page.goto('/');
  await page.screenshot({ path: `${shots}/landing-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('img', { name: 'Foto pementasan 1' })).toBeVisible();
  await page.screenshot({ path: `${shots}/landing-phone-top.png` });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // lazy pictures below the fold load once scrolled to: wait until every one has
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.screenshot({ path: `${shots}/landing-phone.png`, fullPage: true });
});
