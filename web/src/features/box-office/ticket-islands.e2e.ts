import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../test/app-test';
import { registerAndLogin } from '../../test/e2e';
import { expectIslandsPages, watch } from '../../test/islands';
import { showThroughApi } from '../../test/shows';

/** A show on sale since yesterday, made through the API by the admin. */
async function showOnSale(request: APIRequestContext, name: string) {
  const categories = [{ name: 'Reguler', price: 40_000, seats: 20 }];
  return (await showThroughApi(request, { name, salesOpenIn: -24, categories })).id;
}

test('the ticket, show, subscription and donation pages are served as islands, logged out and logged in', async ({
  page,
  request,
}) => {
  const showId = await showOnSale(request, `Pulau ${Date.now()}`);
  const pages = ['/tiket', `/tiket/kontentiket?id=${showId}`, '/subscription', '/donation'];
  const seen = watch(page);
  for (const loggedIn of [false, true]) {
    if (loggedIn) await registerAndLogin(page);
    await expectIslandsPages(page, seen, pages);
  }
  // the person's parts decided after hydration: the order form for a member, the plan's button enabled
  await page.goto(`/tiket/kontentiket?id=${showId}`);
  await expect(page.getByRole('region', { name: 'Pesan Tiket' }).getByRole('button', { name: 'Bayar' })).toBeVisible();
  await page.goto('/subscription');
  await expect(page.getByRole('button', { name: 'Berlangganan' })).toBeEnabled();
  expect(seen.errors).toEqual([]);
});

test('an order from the show page’s island: the server’s field messages under their inputs, then the payment', async ({
  page,
  request,
}) => {
  const showId = await showOnSale(request, `Pesan Pulau ${Date.now()}`);
  await registerAndLogin(page, 'Pembeli Pulau');
  await page.goto(`/tiket/kontentiket?id=${showId}`);
  const order = page.getByRole('region', { name: 'Pesan Tiket' });
  const pay = order.getByRole('button', { name: 'Bayar' });

  // the schema's message, from the server's 400, under the phone input
  const phone = order.getByLabel('Nomor Telepon');
  await phone.fill('abc');
  await pay.click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Nomor telepon tidak valid');
  await expect(phone).toBeFocused();

  // the voucher's refusal under the voucher input
  await phone.fill('081234567890');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  // the form starts with no seat chosen: the voucher is checked with seats to order
  await order.getByLabel('Jumlah Tiket Reguler').fill('3');
  await order.getByRole('button', { name: 'Punya kode voucher?' }).click();
  const voucher = order.getByLabel('Kode Voucher (opsional)');
  await voucher.fill('TIDAKADA');
  await pay.click();
  await expect(voucher).toHaveAccessibleDescription('Kode voucher tidak ditemukan');

  await voucher.fill('');
  await order.getByLabel('Jumlah Tiket Reguler').fill('3');
  await expect(order.getByLabel('Total Harga')).toHaveValue('Rp 120.000,00');
  await pay.click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await expect(page.getByTestId('sandbox-amount')).toHaveText('Rp 120.000,00');
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page.getByText('Payment success')).toBeVisible();
  await expect(page).toHaveURL(/\/history-pembelian-tiket$/);
});
