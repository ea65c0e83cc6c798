import { expect, test } from '../../test/app-test';
import { adminToken, loginAsAdmin, registerAndLogin } from '../../test/e2e';
import { showThroughApi } from '../../test/shows';

test('an admin makes three single-use codes at once; a buyer takes 10% off with one, and a second use is refused in Indonesian', async ({
  page,
  browser,
}) => {
  const prefix = `UJI${Date.now().toString(36).toUpperCase()}`;
  await loginAsAdmin(page);
  await page.goto('/managevoucher');
  await page.getByRole('button', { name: 'Buat Banyak' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buat Voucher Sekaligus' });
  await dialog.getByLabel('Jumlah kode').fill('3');
  await dialog.getByLabel('Awalan kode').fill(prefix);
  await dialog.getByLabel('Jenis Potongan').selectOption('percent');
  await dialog.getByLabel('Besar Potongan').fill('10');
  await dialog.getByLabel('Kuota Pemakaian').fill('1');
  await dialog.getByRole('button', { name: 'Buat Banyak' }).click();
  await expect(page.getByText('3 kode voucher dibuat')).toBeVisible();
  await page.getByRole('searchbox').fill(prefix);
  await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(3);
  await expect(page.getByRole('row').filter({ hasText: prefix }).first()).toContainText('10%');

  const admin = { authorization: `Bearer ${await adminToken(page.request)}` };
  const codes = (await (await page.request.get(`/api/v1/vouchers?q=${prefix}`, { headers: admin })).json()) as {
    data: { code: string }[];
  };
  const code = codes.data[0]?.code ?? '';
  const { id: showId } = await showThroughApi(page.request, {
    name: `Voucher ${prefix}`,
    startsIn: 24 * 10,
    categories: [{ name: 'Reguler', price: 80_000, seats: 20 }],
  });

  // the buyer on a phone: the form starts with no seat chosen, and the code's discount shows on the
  // total before paying
  const buyer = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await registerAndLogin(buyer, 'Pemakai Voucher');
  const order = async (check: boolean) => {
    await buyer.goto(`/tiket/kontentiket?id=${showId}`);
    const form = buyer.getByRole('region', { name: 'Pesan Tiket' });
    await expect(form.getByLabel('Jumlah Tiket Reguler')).toHaveValue('');
    await expect(form.getByLabel('Total Harga')).toHaveValue('Rp 0,00');
    await form.getByLabel('Nomor Telepon').fill('081234567890');
    await form.getByLabel('Jumlah Tiket Reguler').fill('1');
    await form.getByRole('button', { name: 'Punya kode voucher?' }).click();
    await form.getByLabel('Kode Voucher (opsional)').fill(code.toLowerCase());
    if (check) {
      await form.getByRole('button', { name: 'Pakai' }).click();
      await expect(form.getByRole('status')).toHaveText(`Potongan voucher ${code}: -Rp 8.000,00`);
      await expect(form.getByLabel('Total Harga')).toHaveValue('Rp 72.000,00');
    }
    await form.getByRole('button', { name: 'Bayar' }).click();
    return form;
  };
  await order(true);
  await expect(buyer).toHaveURL(/\/payment\/sandbox\//);
  await expect(buyer.getByTestId('sandbox-amount')).toHaveText('Rp 72.000,00');
  await expect(buyer.getByText(`Potongan voucher ${code}`)).toBeVisible();
  const again = await order(false);
  await expect(again.getByText('Kuota voucher ini sudah habis')).toBeVisible();
  await expect(again.getByLabel('Kode Voucher (opsional)')).toHaveAttribute('aria-invalid', 'true');
  await buyer.close();
});
