import { expect, test } from '../../test/app-test';
import { registerAndLogin } from '../../test/e2e';

test('a double click on Bayar pays once, shows only the success and returns to where the buyer came from', async ({
  page,
}) => {
  await registerAndLogin(page, 'Pengklik Ganda');
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Berlangganan' }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);

  const pay = page.getByRole('button', { name: 'Bayar', exact: true });
  // The sandbox page arrives rendered by the server; its buttons work (and are enabled) once hydrated.
  await expect(pay).toBeEnabled();
  // Two clicks in one go, before React can render the disabled button (what a quick double click does).
  await pay.evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });

  await expect(page.getByText('Payment success')).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByText(/Subscription aktif sampai/)).toBeVisible();
  await expect(page.getByText('Transaksi ini sudah selesai')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /gagal|selesai|error/i })).toHaveCount(0);

  await page.goto('/history-subscription');
  await expect(page.getByRole('cell', { name: 'Lunas' })).toHaveCount(1);
});
