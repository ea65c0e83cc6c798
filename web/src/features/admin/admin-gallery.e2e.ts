import { expect, test } from '../../test/app-test';
import { loginAsAdmin } from '../../test/e2e';
import { pngFile } from './admin-test-files';

test('an admin adds, edits and deletes a gallery item through the dialogs', async ({ page }) => {
  const judul = `Galeri Uji ${Date.now()}`;
  await loginAsAdmin(page);
  await page.goto('/managegallery');
  for (const header of ['No', 'Judul', 'Karya', 'Thumbnail', 'Gambar 1', 'Gambar 2', 'Action']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Tambah Galeri' }).click();
  let dialog = page.getByRole('dialog', { name: 'Tambah Galeri' });
  await dialog.getByRole('textbox', { name: 'Judul', exact: true }).fill(judul);
  await dialog.getByLabel('Karya').fill('Karya Uji');
  await dialog.getByRole('textbox', { name: 'Deskripsi', exact: true }).fill('Deskripsi galeri uji.');
  await dialog.getByRole('button', { name: 'Add' }).click();
  // the main image is required
  await expect(dialog.getByText('Galeri harus memiliki gambar utama.')).toBeVisible();
  await dialog.getByLabel('Gambar 1').setInputFiles(await pngFile('utama.png'));
  await dialog.getByLabel('Thumbnail').setInputFiles(await pngFile('thumb.png', '#1d4ed8'));
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Data galeri berhasil ditambahkan' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: judul });
  await expect(row.getByRole('img')).toHaveCount(2);

  // edit: the stored pictures are previewed, only the changed field is sent
  await row.getByRole('button', { name: `Edit ${judul}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Galeri' });
  await expect(dialog.getByRole('img', { name: /Berkas saat ini: Gambar 1/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-gallery-edit.png') });
  await dialog.getByRole('textbox', { name: 'Judul', exact: true }).fill(`${judul} diubah`);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Data galeri berhasil diubah' })).toBeVisible();
  const edited = page.getByRole('row').filter({ hasText: `${judul} diubah` });
  await expect(edited).toBeVisible();
  await expect(edited.getByRole('img')).toHaveCount(2);

  // delete through the confirmation
  await edited.getByRole('button', { name: `Delete ${judul} diubah` }).click();
  const confirm = page.getByRole('dialog', { name: 'Konfirmasi Hapus' });
  await expect(confirm.getByText('Apakah Anda yakin ingin menghapus galeri ini?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Data berhasil dihapus' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: judul })).toHaveCount(0);
  const { data } = (await (await page.request.get('/api/v1/galeris')).json()) as { data: { judul: string }[] };
  expect(data.some((g) => g.judul.startsWith(judul))).toBe(false);
});
