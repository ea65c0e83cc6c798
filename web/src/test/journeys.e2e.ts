import { pngFile } from '../features/admin/admin-test-files';
import { expect, type Page, test } from './app-test';
import { collectScriptErrors, fillRegistration, login, loginAsAdmin, uniqueEmail } from './e2e';
import { routesFor, urlFor } from './route-urls';

/**
 * The site's end-to-end journeys in Chromium: a visitor, a member, an admin and a phone user.
 * The member's journey runs before the admin's, which finds the member's payment.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const member = { name: 'Anggota Perjalanan', email: uniqueEmail('perjalanan'), password: 'rahasia-123' };

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
]) {
  test(`a visitor browses every public route without a script error or hydration warning (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await browseEveryPublicRoute(page);
  });
}

async function browseEveryPublicRoute(page: Page) {
  const errors = collectScriptErrors(page);
  for (const path of routesFor('public')) {
    const url = await urlFor(page.request, path);
    await page.goto(url);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByText('Memuat Data ...')).toHaveCount(0, { timeout: 15_000 });
    // The error page and the not-found page are routes too; every other page shows its own content.
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
  }
  expect(errors).toEqual([]);
}

test('a member registers, subscribes in the sandbox, watches an exclusive video and buys tickets', async ({ page }) => {
  const errors = collectScriptErrors(page);
  await page.goto('/register');
  await fillRegistration(page, member);
  await page.getByRole('button', { name: 'Register Account' }).click();
  await expect(page.getByText('Akun berhasil dibuat, silakan login')).toBeVisible();
  await login(page, member.email, member.password);

  // Subscription: /subscription opens the sandbox checkout; paying activates it.
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Berlangganan', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\/[^/]+$/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText('Rp 65.000,00');
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page.getByText('Payment success')).toBeVisible();
  await expect(page.getByText(/Subscription aktif sampai/)).toBeVisible();

  // An exclusive video: the player's file loads with the session cookie.
  const videos = (await (await page.request.get('/api/v1/subsvideos')).json()) as {
    data: { id: number; video_url: string | null }[];
  };
  const video = videos.data.find((v) => v.video_url);
  expect(video, 'a demo video with a file').toBeDefined();
  await page.goto(`/subs/kontenvideosubscribers/${video?.id}`);
  const player = page.locator('main video');
  await expect(player).toBeVisible();
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);

  // Two tickets of the first show on sale, paid in the sandbox, then listed in the history.
  await page.goto('/tiket');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Pesan Tiket', disabled: false }) });
  const show = (await card.first().getByRole('heading').first().textContent()) ?? '';
  await card.first().getByRole('button', { name: 'Pesan Tiket' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nama').fill(member.name);
  await dialog.getByLabel('Nomor Telepon').fill('081234567890');
  // two tickets of the first category on sale (whichever show came first)
  await dialog.getByRole('spinbutton').first().fill('2');
  await dialog.getByRole('button', { name: 'Bayar' }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page.getByText('Payment success')).toBeVisible();
  await expect(page).toHaveURL(/\/history-pembelian-tiket$/);
  const row = page.getByRole('row').filter({ hasText: show.trim() });
  await expect(row.first().getByText('Lunas')).toBeVisible();
  await expect(row.first().getByRole('img', { name: /Kode QR tiket TKT-/ })).toHaveCount(2);
  expect(errors).toEqual([]);
});

test('an admin publishes news, manages a gallery item and sees the member’s payment', async ({ page }) => {
  const errors = collectScriptErrors(page);
  const stamp = Date.now().toString(36);
  await loginAsAdmin(page);

  await page.goto('/managenews/addberita');
  const title = `Berita Perjalanan ${stamp}`;
  await page.getByRole('textbox', { name: 'Judul', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Deskripsi Thumbnail', exact: true }).fill('Ringkasan berita perjalanan.');
  await page.getByRole('textbox', { name: 'Paragraf 1', exact: true }).fill('Paragraf pertama.');
  await page.getByRole('textbox', { name: 'Paragraf 2', exact: true }).fill('Paragraf kedua.');
  await page.getByLabel('Link').fill('https://contoh.id/perjalanan');
  await page.getByLabel('Foto Thumbnail').setInputFiles(await pngFile('thumb.png'));
  await page.getByLabel('Gambar 1').setInputFiles(await pngFile('satu.png', '#1d4ed8'));
  await page.getByLabel('Gambar 2').setInputFiles(await pngFile('dua.png', '#15803d'));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('button', { name: 'Uploaded!' })).toBeVisible();
  await page.goto('/news');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

  // A gallery item: added, renamed, then removed through the confirmation.
  const judul = `Galeri Perjalanan ${stamp}`;
  await page.goto('/managegallery');
  await page.getByRole('button', { name: 'Tambah Galeri' }).click();
  const add = page.getByRole('dialog', { name: 'Tambah Galeri' });
  await add.getByRole('textbox', { name: 'Judul', exact: true }).fill(judul);
  await add.getByLabel('Karya').fill('Karya Perjalanan');
  await add.getByRole('textbox', { name: 'Deskripsi', exact: true }).fill('Deskripsi galeri perjalanan.');
  await add.getByLabel('Gambar 1').setInputFiles(await pngFile('utama.png'));
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add).toBeHidden();
  await page.getByRole('button', { name: `Edit ${judul}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Galeri' });
  await edit.getByRole('textbox', { name: 'Judul', exact: true }).fill(`${judul} diubah`);
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: `Delete ${judul} diubah` }).click();
  await page.getByRole('dialog', { name: 'Konfirmasi Hapus' }).getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByRole('row').filter({ hasText: judul })).toHaveCount(0);

  // The member's subscription payment from the journey before.
  await page.goto('/adminpayment');
  const payment = page.getByRole('row').filter({ hasText: member.email }).filter({ hasText: 'Rp 65.000,00' });
  await expect(payment).toHaveCount(1);
  await expect(payment).toContainText(member.name);
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the mobile menu opens and navigates', async ({ page }) => {
    const errors = collectScriptErrors(page);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Buka menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Tiket' })).toBeVisible();
    await menu.getByRole('link', { name: 'Tiket' }).click();
    await expect(page).toHaveURL(/\/tiket$/);
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('journey-phone-tiket.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});
