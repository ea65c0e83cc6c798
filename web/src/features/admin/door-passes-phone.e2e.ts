import { expect, test } from '../../test/app-test';
import { adminToken, loginAsAdmin } from '../../test/e2e';
import { expectNoSidewaysScroll, screens } from '../../test/viewports';

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

test.use(screens.phone);

// /managedoor was wider than a phone: its show picker took the width of its longest show's name
test('an admin on a 360 px phone makes a door pass for a show with a long name, and nothing reaches past the screen', async ({
  page,
}) => {
  const name = 'Pertunjukan Keliling Kabupaten Lampung Barat dan Pesisir Barat Bersama Sanggar Tari';
  const res = await page.request.post('/api/v1/tiket', {
    headers: { authorization: `Bearer ${await adminToken(page.request)}` },
    data: {
      nama_pertujukan: name,
      harga_tiket: 30_000,
      tanggal_pertujukan: hoursFromNow(24 * 7),
      tempat_pertujukan: 'Taman Budaya Lampung',
      tanggal_mulai_penjualan: hoursFromNow(-1),
      tanggal_selesai_penjualan: hoursFromNow(24 * 6),
      nama_kategori_tiket: 'Reguler',
      harga_kategori_tiket: 30_000,
      jumlah_stok_tiket: 40,
    },
  });
  expect(res.status()).toBe(201);
  await loginAsAdmin(page);
  await page.goto('/managedoor');
  const picker = page.getByRole('combobox', { name: 'Pertunjukan' });
  await expect(picker.getByRole('option', { name: new RegExp(name) })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await page.getByRole('textbox', { name: 'Nama pintu / perangkat' }).fill('Pintu Barat');
  const option = await picker.getByRole('option', { name: new RegExp(name) }).getAttribute('value');
  await picker.selectOption(option ?? '');
  await page.getByRole('button', { name: 'Buat akses pintu' }).click();
  await expect(page.getByTestId('door-pass-link')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
