import { expect, test } from '../../test/app-test';
import { registerAndLogin } from '../../test/e2e';
import { showOnTicketList } from '../../test/shows';

test('subscribe through the sandbox checkout, then buy two tickets and see their QR code', async ({
  page,
  request,
}) => {
  const showName = `Malam Jahanam ${Date.now()}`;
  const show = await showOnTicketList(request, showName);
  await registerAndLogin(page, 'Pembeli Uji');

  await page.goto('/subscription');
  await expect(page.getByText('Belum berlangganan')).toBeVisible();
  await expect(page.getByText('Rp 65.000,00')).toBeVisible();
  await page.getByRole('button', { name: 'Berlangganan' }).click();

  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await expect(page.getByTestId('sandbox-amount')).toHaveText('Rp 65.000,00');
  await page.screenshot({ path: 'test-results/shop-sandbox.png', fullPage: true });
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();

  await expect(page.getByText('Payment success')).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByText(/Subscription aktif sampai \d+ \w+ \d{4}/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sudah Berlangganan' })).toBeDisabled();
  await expect(page.getByText('detik')).toBeVisible();
  await page.screenshot({ path: 'test-results/shop-subscription.png', fullPage: true });

  await page.goto('/history-subscription');
  await expect(page.getByRole('cell', { name: 'Lunas' })).toBeVisible();

  await page.goto('/tiket');
  const card = page.getByRole('article').filter({ hasText: showName });
  await card.getByRole('button', { name: 'Pesan Tiket' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nama').fill('Pembeli Uji');
  await dialog.getByLabel('Nomor Telepon').fill('081234567890');
  await dialog.getByLabel('Jumlah Tiket Reguler').fill('11');
  await expect(dialog.getByText('Maksimal pembelian tiket adalah 10 tiket')).toBeVisible();
  await dialog.getByLabel('Jumlah Tiket Reguler').fill('2');
  await expect(dialog.getByLabel('Total Harga')).toHaveValue('Rp 150.000,00');
  await page.screenshot({ path: 'test-results/shop-order-dialog.png' });
  await dialog.getByRole('button', { name: 'Bayar' }).click();

  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await expect(page.getByTestId('sandbox-amount')).toHaveText('Rp 150.000,00');
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page.getByText('Payment success')).toBeVisible();
  await expect(page).toHaveURL(/\/history-pembelian-tiket$/);
  const row = page.getByRole('row').filter({ hasText: showName });
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await expect(row.getByText('Lunas')).toBeVisible();
  // one ticket per seat, each with its own QR
  await expect(row.getByRole('img', { name: /Kode QR tiket TKT-/ })).toHaveCount(2);
  await page.screenshot({ path: 'test-results/shop-ticket-history.png', fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/tiket/kontentiket?id=${show.id}`);
  await expect(page.getByRole('heading', { name: 'Sinopsis' })).toBeVisible();
  await page.screenshot({ path: 'test-results/shop-show-phone.png', fullPage: true });
});
