import { expect, test } from '../../test/app-test';
import { loginAsAdmin } from '../../test/e2e';
import { pngFile } from '../admin/admin-test-files';

test('an admin adds a rental item and it appears on /sewa with its badge', async ({ page }) => {
  const nama = `Topeng Uji ${Date.now()}`;
  await loginAsAdmin(page);
  await page.goto('/managerents/addsewa');
  await page.getByLabel('Nama').fill(nama);
  await page.getByLabel('Harga').fill('50000');
  await page.getByLabel('Status').fill('Tersedia');
  await page.getByRole('textbox', { name: 'Deskripsi', exact: true }).fill('Topeng kayu untuk pementasan.');
  await page.getByLabel('Gambar').setInputFiles(await pngFile('topeng.png'));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Data berhasil ditambahkan' })).toBeVisible();

  await page.goto('/sewa');
  const card = page.getByRole('listitem').filter({ hasText: nama });
  await expect(card).toContainText('Rp 50.000,00');
  await expect(card.locator('span', { hasText: /^Tersedia$/ })).toHaveClass(/bg-green-100/);
});

test('Manage Donasi: add and delete work, with green status texts and a browser confirmation', async ({ page }) => {
  const paragraf = `Donasi uji ${Date.now()}`;
  await loginAsAdmin(page);
  await page.goto('/managedonasi');
  for (const header of ['Gambar', 'Paragraf 1', 'Link', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Tambah Donasi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Donasi' });
  await dialog.getByRole('textbox', { name: 'Paragraf 1', exact: true }).fill(paragraf);
  await dialog.getByLabel('Link').fill('https://contoh.id/donasi');
  await dialog.getByRole('button', { name: 'Add' }).click();
  const created = page.getByRole('status').filter({ hasText: 'Donasi created!' });
  await expect(created).toBeVisible();
  await expect(created).toHaveClass(/text-green-800/);
  // the newest entry is what /donation shows
  await page.goto('/donation');
  await expect(page.getByText(paragraf)).toBeVisible();

  await page.goto('/managedonasi');
  page.once('dialog', (d) => d.accept());
  await page
    .getByRole('row')
    .filter({ hasText: paragraf })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Donasi deleted!' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: paragraf })).toHaveCount(0);
});
