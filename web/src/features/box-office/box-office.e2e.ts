import type { Page } from '@playwright/test';
import { expect, test } from '../../test/app-test';
import { openDoorAsAdmin, scan } from '../../test/door-e2e';
import { loginAsAdmin, registerAndLogin } from '../../test/e2e';

/** A time `hours` from now as the form's date-time inputs take it: WIB (UTC+7), to the minute. */
const inputTime = (hours: number) => new Date(Date.now() + (hours + 7) * 3_600_000).toISOString().slice(0, 16);

/** Fills the show form's category row `index` (0-based). */
async function fillCategory(page: Page, index: number, name: string, price: string, seats: string) {
  const row = page.getByRole('group', { name: 'Kategori Tiket' }).getByRole('listitem').nth(index);
  await row.getByLabel('Nama Kategori').fill(name);
  await row.getByLabel('Harga (Rp)').fill(price);
  await row.getByLabel('Jumlah Kursi').fill(seats);
}

/** The admin's new show with Reguler and VIP, made in the show form. */
async function createInForm(page: Page, show: string) {
  await page.goto('/manageticket/addtiket');
  await page.getByLabel('Nama Pertunjukan').fill(show);
  await page.getByLabel('Tanggal Pertunjukan').fill(inputTime(24 * 10));
  await page.getByLabel('Tempat Pertunjukan').fill('Taman Budaya Lampung');
  // the show's window (the categories' own are 'Mulai Penjualan (opsional, WIB)', left empty)
  await page.getByLabel('Mulai Penjualan (WIB)').fill(inputTime(-2));
  await page.getByLabel('Selesai Penjualan (WIB)').fill(inputTime(24 * 9));
  await fillCategory(page, 0, 'Reguler', '60000', '50');
  await page.getByRole('button', { name: 'Tambah Kategori' }).click();
  await fillCategory(page, 1, 'VIP', '150000', '10');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Berhasil membuat tiket')).toBeVisible();
  await expect(page).toHaveURL(/\/manageticket$/);
  const row = page.getByRole('row').filter({ hasText: show });
  await expect(row).toContainText('Reguler · Rp 60.000,00 · 50/50');
  await expect(row).toContainText('VIP · Rp 150.000,00 · 10/10');
}

test('an admin creates a show with two categories; a buyer orders both, pays, sees each ticket’s category; the door admits one', async ({
  page,
  browser,
}) => {
  const show = `Dua Kategori ${Date.now()}`;
  await loginAsAdmin(page);
  await createInForm(page, show);

  const buyer = await browser.newPage();
  await registerAndLogin(buyer, 'Penonton Dua');
  const found = await buyer.request.get(`/api/v1/tiket?q=${encodeURIComponent(show)}`);
  const showId = ((await found.json()) as { data: { id: number }[] }).data[0]?.id;
  await buyer.goto(`/tiket/kontentiket?id=${showId}`);
  const order = buyer.getByRole('region', { name: 'Pesan Tiket' });
  await order.getByLabel('Nomor Telepon').fill('081234567890');
  await order.getByLabel('Jumlah Tiket Reguler').fill('2');
  await order.getByLabel('Jumlah Tiket VIP').fill('1');
  await expect(order.getByLabel('Total Harga')).toHaveValue('Rp 270.000,00');
  await order.getByRole('button', { name: 'Bayar' }).click();
  await expect(buyer).toHaveURL(/\/payment\/sandbox\//);
  await expect(buyer.getByTestId('sandbox-amount')).toHaveText('Rp 270.000,00');
  await buyer.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(buyer.getByText('Payment success')).toBeVisible();
  await expect(buyer).toHaveURL(/\/history-pembelian-tiket$/);
  const bought = buyer.getByRole('row').filter({ hasText: show });
  await expect(bought).toContainText('2× Reguler, 1× VIP');
  await expect(bought.getByRole('img', { name: /Kode QR tiket TKT-/ })).toHaveCount(3);
  await expect(bought.getByText('Tiket 1 dari 3 · Reguler')).toBeVisible();
  await expect(bought.getByText('Tiket 3 dari 3 · VIP')).toBeVisible();
  const vipCode =
    (
      await bought
        .getByRole('img', { name: /Kode QR tiket TKT-/ })
        .nth(2)
        .getAttribute('alt')
    )?.replace('Kode QR tiket ', '') ?? '';
  await buyer.close();

  await openDoorAsAdmin(page, show);
  await scan(page, vipCode);
  await expect(page.getByText('Tiket valid: silakan masuk')).toBeVisible();
  await expect(page.getByText('Tiket 3 dari 3 · VIP')).toBeVisible();
  await expect(page.getByTestId('attendance')).toHaveText('1 / 3 hadir');
});
