import path from 'node:path';
import { type Browser, expect, type Page, test } from '../../test/app-test';
import { loginAsAdmin, registerAndLogin } from '../../test/e2e';

/** A real four-second H.264 MP4 (the demo seed's), so the player can load and play it. */
const VIDEO_FILE = path.resolve(import.meta.dirname, '../../../../api/src/seed/demo/assets/stage-loop.mp4');
const TITLE = `Video Uji ${Date.now().toString(36)}`;

interface SubsVideo {
  id: number;
  title: string;
  video_url: string | null;
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

/** A new account, logged in on its own page; `subscribed` gives it a month through the admin's PATCH. */
async function member(browser: Browser, admin: Page, subscribed: boolean) {
  const page = await freshPage(browser);
  await registerAndLogin(page, subscribed ? 'Pelanggan Uji' : 'Pengguna Uji');
  if (subscribed) {
    const me = (await (await page.request.get('/api/v1/users/me')).json()) as { data: { id: number } };
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const res = await admin.request.patch(`/api/v1/users/${me.data.id}`, { data: { subscription_time: until } });
    expect(res.status()).toBe(200);
    await page.reload();
  }
  return page;
}

test('an admin uploads an exclusive video; a subscriber plays it; others are turned away', async ({ browser }) => {
  const admin = await freshPage(browser);
  await loginAsAdmin(admin);
  await admin.goto('/managesubvideo/addsubvideo');
  await admin.getByRole('textbox', { name: 'Judul', exact: true }).fill(TITLE);
  await admin.getByLabel('Sutradara').fill('Sutradara Uji');
  await admin.getByLabel('Video', { exact: true }).setInputFiles(VIDEO_FILE);
  await admin.getByRole('button', { name: 'Upload' }).click();
  await expect(admin.getByText('Data video berhasil ditambahkan')).toBeVisible();
  await expect(admin).toHaveURL(/\/managesubvideo$/);
  await expect(admin.getByRole('cell', { name: TITLE, exact: true })).toBeVisible();

  const list = (await (await admin.request.get('/api/v1/subsvideos')).json()) as { data: SubsVideo[] };
  const video = list.data.find((v) => v.title === TITLE);
  const videoUrl = video?.video_url ?? '';
  expect(videoUrl).toMatch(/^\/api\/v1\/files\/v\/[a-f0-9]{32}\.mp4$/);

  // A subscriber opens the page: the player's source loads with the page's session cookie.
  const subscriber = await member(browser, admin, true);
  const fileResponse = subscriber.waitForResponse((r) => r.url().endsWith(videoUrl));
  await subscriber.goto(`/subs/kontenvideosubscribers/${video?.id}`);
  await expect(subscriber.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  expect([200, 206]).toContain((await fileResponse).status());
  const player = subscriber.getByLabel(`Video: ${TITLE}`);
  await expect(player).toHaveAttribute('src', videoUrl);
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  expect(await player.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(1);
  await expect(subscriber.getByText('Sutradara Uji')).toBeVisible();

  // A logged-in user who never subscribed is told so (nothing expired), is shown the plan, and
  // cannot fetch the file by its URL.
  const needed = 'Konten ini khusus pelanggan Sahabat. Silakan berlangganan terlebih dahulu.';
  const user = await member(browser, admin, false);
  await user.goto(`/subs/kontenvideosubscribers/${video?.id}`);
  await expect(user.getByText(needed)).toBeVisible();
  await expect(user.getByText('Masa berlangganan kamu sudah habis!')).toHaveCount(0);
  await expect(user).toHaveURL(/\/subscription$/);
  const denied = await user.request.get(videoUrl);
  expect(denied.status()).toBe(403);
  expect(((await denied.json()) as { message: string }).message).toBe(needed);

  // Nobody logged in: the login toast and home; the file answers 401.
  const anonymous = await freshPage(browser);
  await anonymous.goto('/subs');
  await expect(anonymous.getByText('Anda harus login terlebih dahulu')).toBeVisible();
  await expect(anonymous).toHaveURL(/\/$/);
  expect((await anonymous.request.get(videoUrl)).status()).toBe(401);
  expect((await anonymous.request.get(`/media/${videoUrl.split('/files/')[1]}`)).status()).toBe(404);
});

test('a subscriber walks the area: sections, lists, album lightbox, script file', async ({ browser }) => {
  const admin = await freshPage(browser);
  await loginAsAdmin(admin);
  const page = await member(browser, admin, true);

  await page.goto('/subs');
  await expect(page.getByRole('link', { name: /Learn more/ })).toHaveCount(3);
  await page.getByRole('link', { name: 'Learn more: Galeri Eksklusif' }).click();
  await expect(page).toHaveURL(/\/subs\/kontengalerisubscribers$/);
  const grid = page.getByRole('list', { name: 'Galeri Eksklusif' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Landing Page');
  await expect(grid.getByText('Lihat Detail').first()).toBeVisible();
  await grid.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/subs\/kontengalerisubscribers\/\d+$/);
  await page.getByRole('button', { name: 'Perbesar foto 2' }).click();
  const enlarged = page.getByRole('dialog').getByRole('img');
  await expect(enlarged).toBeVisible();
  await expect(enlarged).toHaveAttribute('alt', /foto 2$/);
  // an exclusive image really arrives (the cookie is sent with <img src>)
  await expect.poll(() => enlarged.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(enlarged).toBeHidden();

  await page.goto('/subs/kontenbukusubscribers');
  const scripts = page.getByRole('list', { name: 'Naskah dan Buku Eksklusif' });
  await expect(scripts.getByText('Lihat').first()).toBeVisible();
  await scripts.getByRole('link').first().click();
  const read = page.getByRole('link', { name: /Baca Berkas/ });
  const href = (await read.getAttribute('href')) ?? '';
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByRole('link', { name: 'Kembali' })).toBeVisible();

  await page.goto('/subs/kontenvideosubscribers');
  const videos = page.getByRole('list', { name: 'Video Eksklusif' });
  await expect(videos.getByText('Lihat', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/subs-videos-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/subs');
  await page.screenshot({ path: 'test-results/subs-home-phone.png', fullPage: true });
});

/** A valid 1x1 PNG: the server re-encodes it like any upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('/managephotos creates by default, edits a remembered row, then returns to create; delete asks first', async ({
  page,
}) => {
  const judul = `Album Uji ${Date.now().toString(36)}`;
  await loginAsAdmin(page);
  await page.goto('/managephotos');
  await page.getByRole('textbox', { name: 'Judul', exact: true }).fill(judul);
  await page.getByLabel('Karya').fill('Karya Uji');
  await page.getByRole('textbox', { name: 'Deskripsi', exact: true }).fill('Deskripsi uji');
  await page.getByLabel(/Thumbnail/).setInputFiles([
    { name: 'a.png', mimeType: 'image/png', buffer: PNG },
    { name: 'b.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Data galeri berhasil ditambahkan')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Judul', exact: true })).toHaveValue('');
  await expect(page.getByRole('cell', { name: judul, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${judul}` }).click();
  await expect(page.getByRole('textbox', { name: 'Judul', exact: true })).toHaveValue(judul);
  await page.getByRole('textbox', { name: 'Judul', exact: true }).fill(`${judul} Baru`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Data galeri berhasil diubah')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload' })).toBeVisible();
  await expect(page.getByRole('cell', { name: `${judul} Baru`, exact: true })).toBeVisible();

  const albums = (await (await page.request.get('/api/v1/subsgaleri')).json()) as {
    data: { judul: string; tempSubsgaleri: unknown[] }[];
  };
  expect(albums.data.find((a) => a.judul === `${judul} Baru`)?.tempSubsgaleri).toHaveLength(2);

  await page.getByRole('button', { name: `Delete ${judul} Baru` }).click();
  await expect(page.getByText('Are you sure to delete this data?')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Delete|Hapus|Ya/ })
    .click();
  await expect(page.getByRole('cell', { name: `${judul} Baru`, exact: true })).toBeHidden();
});
