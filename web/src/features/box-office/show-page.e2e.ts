import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../test/app-test';
import { collectScriptErrors, registerAndLogin } from '../../test/e2e';
import { showThroughApi } from '../../test/shows';

/** A show made through the API, its show time `startsIn` hours away (negative: it has begun). */
async function newShow(request: APIRequestContext, name: string, startsIn: number) {
  const show = await showThroughApi(request, {
    name,
    startsIn,
    venue: 'Gedung Kesenian Lampung',
    salesOpenIn: -48,
    salesCloseIn: Math.max(startsIn, 2) + 24,
    synopsis: 'Sebuah kisah panjang. '.repeat(40),
    categories: [
      { name: 'Reguler', price: 50_000, seats: 80 },
      { name: 'Pelajar', price: 30_000, seats: 30 },
      { name: 'VIP', price: 125_000, seats: 12 },
    ],
  });
  return show.id;
}

test('on a 1366x768 screen the show page is balanced: poster beside the order form, all of it visible without scrolling', async ({
  page,
}) => {
  const showId = await newShow(page.request, `Tata Letak ${Date.now()}`, 24 * 10);
  await page.setViewportSize({ width: 1366, height: 768 });
  await registerAndLogin(page);
  await page.goto(`/tiket/kontentiket?id=${showId}`);
  const order = page.getByRole('region', { name: 'Pesan Tiket' });
  const pay = order.getByRole('button', { name: 'Bayar' });
  await expect(pay).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const payBox = await pay.boundingBox();
  expect((payBox?.y ?? 1e9) + (payBox?.height ?? 0)).toBeLessThanOrEqual(768);
  await expect(order.getByLabel('Jumlah Tiket VIP')).toBeInViewport();

  // side by side, tops level: no picture alone with empty space beside it
  const poster = await page.getByRole('img', { name: /^Poster / }).boundingBox();
  const form = await order.boundingBox();
  expect(poster && form).toBeTruthy();
  if (!poster || !form) return;
  expect(form.x).toBeGreaterThanOrEqual(poster.x + poster.width);
  expect(Math.abs(form.y - poster.y)).toBeLessThan(40);
  expect(form.width).toBeGreaterThan(poster.width);
});

test('a show that has begun leaves the sale list for ‘Pertunjukan lalu’, cannot be ordered, and the server refuses it', async ({
  page,
}) => {
  const stamp = Date.now();
  const past = `Sudah Dipentaskan ${stamp}`;
  const coming = `Segera Dipentaskan ${stamp}`;
  const pastId = await newShow(page.request, past, -1);
  await newShow(page.request, coming, 24 * 3);
  await registerAndLogin(page);

  await page.goto('/tiket');
  const forSale = page.getByRole('region', { name: 'Pertunjukan mendatang' });
  const gone = page.getByRole('region', { name: 'Pertunjukan lalu' });
  await expect(forSale.getByRole('article').filter({ hasText: coming })).toBeVisible();
  await expect(forSale.getByRole('article').filter({ hasText: past })).toHaveCount(0);
  const card = gone.getByRole('article').filter({ hasText: past });
  await expect(card).toContainText('Sudah berlangsung');
  await expect(card.getByRole('button', { name: 'Pesan Tiket' })).toHaveCount(0);

  await card.getByRole('link', { name: 'Lihat Detail' }).click();
  await expect(page).toHaveURL(new RegExp(`/tiket/kontentiket\\?id=${pastId}$`));
  await expect(page.getByText('Pertunjukan ini sudah berlangsung: tiketnya tidak dijual lagi')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bayar' })).toHaveCount(0);

  const refused = await page.request.post('/api/v1/tiket/user/pesan', {
    data: { nama_user: 'Telat', no_telp: '081234567890', jumlah_tiket: 1, id_tiket: pastId },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Pertunjukan ini sudah berlangsung: tiketnya tidak dijual lagi',
  );
});

test('a visitor who orders without a login is told ‘Silahkan login terlebih dahulu’ and led to the login', async ({
  page,
  request,
}) => {
  const name = `Tanpa Login ${Date.now()}`;
  // in two hours: the first on /tiket, which lists the coming shows soonest first (made by the
  // admin through its own request context: the page stays logged out)
  const showId = await newShow(request, name, 2);
  await page.goto(`/tiket/kontentiket?id=${showId}`);
  await expect(page.getByText('Silahkan login terlebih dahulu.')).toBeVisible();

  await page.goto('/tiket');
  const card = page.getByRole('article').filter({ hasText: name });
  await card.getByRole('button', { name: 'Pesan Tiket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Silahkan login terlebih dahulu' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Ftiket$/);
});

test("a show's page hydrates without an error logged out and logged in; 'Bayar' says why it cannot order", async ({
  page,
  request,
}) => {
  // made by the admin through its own request context: the page stays logged out
  const showId = await newShow(request, `Hidrasi ${Date.now()}`, 24 * 5);
  const errors = collectScriptErrors(page);
  // The page's own code arrives after the header has asked for the session, as on a slow phone:
  // the page must still render what the server rendered (React error #418 logged in).
  await page.route(/\/assets\/ticket-show-page-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/tiket/kontentiket?id=${showId}`);
  await expect(page.getByText('Silahkan login terlebih dahulu.')).toBeVisible();
  await registerAndLogin(page);
  await page.goto(`/tiket/kontentiket?id=${showId}`);
  const order = page.getByRole('region', { name: 'Pesan Tiket' });
  await expect(order.getByRole('button', { name: 'Bayar' })).toBeVisible();
  expect(errors).toEqual([]);
  await expect(order.getByText(/^Penjualan: .+ s\.d\. .+ WIB$/)).toBeVisible();

  // no seat, then eleven: the message stays when 'Bayar' is pressed, and nothing is ordered
  await order.getByLabel('Nomor Telepon').fill('081234567890');
  for (const [reguler, pelajar, message] of [
    ['0', '0', 'Minimal pembelian 1 tiket'],
    ['6', '5', 'Maksimal pembelian tiket adalah 10 tiket'],
  ] as const) {
    await order.getByLabel('Jumlah Tiket Reguler').fill(reguler);
    await order.getByLabel('Jumlah Tiket Pelajar').fill(pelajar);
    await order.getByRole('button', { name: 'Bayar' }).click();
    await expect(order.getByText(message)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/tiket/kontentiket\\?id=${showId}$`));
  }
  // also while the phone is still missing: both are said at once
  await order.getByLabel('Nomor Telepon').fill('');
  await order.getByRole('button', { name: 'Bayar' }).click();
  await expect(order.getByText('Wajib diisi')).toBeVisible();
  await expect(order.getByText('Maksimal pembelian tiket adalah 10 tiket')).toBeVisible();
});
