import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../test/app-test';
import { loginAsAdmin, registerAndLogin } from '../../test/e2e';
import { showThroughApi } from '../../test/shows';

/** A show on sale now, two weeks away, made through the API as an admin would. */
async function newShow(request: APIRequestContext, name: string) {
  const categories = [{ name: 'Reguler', price: 40_000, seats: 20 }];
  return (await showThroughApi(request, { name, startsIn: 24 * 14, categories })).id;
}

/** The logged-in buyer's order of two seats, left unpaid. */
async function placeOrder(request: APIRequestContext, showId: number) {
  const res = await request.post('/api/v1/tiket/user/pesan', {
    data: { nama_user: 'Pembeli Uji', no_telp: '081234567890', jumlah_tiket: 2, id_tiket: showId },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { order_id: string; token: string } }).data;
}

const stockOf = async (request: APIRequestContext, showId: number) =>
  ((await (await request.get(`/api/v1/tiket/${showId}`)).json()) as { data: { jumlah_stok_tiket: number } }).data
    .jumlah_stok_tiket;

test('a pending order is paid later from the history, or cancelled there and its seats return', async ({ page }) => {
  const show = `Pesanan Tertunda ${Date.now()}`;
  const showId = await newShow(page.request, show);
  await registerAndLogin(page);
  const placed = await placeOrder(page.request, showId);
  expect(await stockOf(page.request, showId)).toBe(18);

  await page.goto('/history-pembelian-tiket');
  const row = page.getByRole('row').filter({ hasText: show });
  await expect(row.getByText(/Bayar sebelum .* WIB/)).toBeVisible();
  await row.getByRole('button', { name: 'Bayar sekarang' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/sandbox/${placed.token}`));

  await page.goto('/history-pembelian-tiket');
  page.once('dialog', (dialog) => dialog.accept());
  await row.getByRole('button', { name: 'Batalkan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pesanan dibatalkan' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Bayar sekarang' })).toHaveCount(0);
  await expect(row).toContainText('Dibatalkan');
  expect(await stockOf(page.request, showId)).toBe(20);
});

test('the box office refunds a paid order on /manageorders: seats return, status Dikembalikan', async ({
  page,
  browser,
}) => {
  const show = `Pesanan Refund ${Date.now()}`;
  const showId = await newShow(page.request, show);
  const buyer = await browser.newPage();
  await registerAndLogin(buyer);
  const placed = await placeOrder(buyer.request, showId);
  const paid = await buyer.request.post(`/api/v1/payment/sandbox/${placed.token}`, { data: { result: 'settlement' } });
  expect(paid.status()).toBe(200);
  const bought = (await (await buyer.request.get('/api/v1/tiket/user/history')).json()) as {
    data: { order_id: string; tickets: { code: string }[] }[];
  };
  const codes = bought.data.find((o) => o.order_id === placed.order_id)?.tickets.map((seat) => seat.code) ?? [];
  expect(codes).toHaveLength(2);
  await buyer.close();
  expect(await stockOf(page.request, showId)).toBe(18);

  await loginAsAdmin(page);
  await page.goto(`/manageorders?q=${placed.order_id}`);
  const row = page.getByRole('row').filter({ hasText: show });
  await expect(row).toContainText('Lunas');
  // every seat's code, not only the first
  for (const code of codes) await expect(row).toContainText(code);
  page.once('dialog', (dialog) => dialog.accept());
  await row.getByRole('button', { name: `Refund ${placed.order_id}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dana pesanan dikembalikan' })).toBeVisible();
  await expect(row).toContainText('Dikembalikan');
  expect(await stockOf(page.request, showId)).toBe(20);
});
