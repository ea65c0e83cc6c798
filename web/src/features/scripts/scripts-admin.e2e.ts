import { expect, test } from '../../test/app-test';
import { loginAsAdmin } from '../../test/e2e';

test('/managescripts/addnaskah adds a script to the public collection, listed on /managenaskah', async ({ page }) => {
  const judul = `Naskah Uji ${Date.now()}`;
  await loginAsAdmin(page);
  await page.goto('/managescripts/addnaskah');
  await page.getByLabel('Judul Naskah/Buku').fill(judul);
  await page.getByLabel('Pengarang').fill('Iswadi Pratama');
  await page.getByLabel('Isi Naskah').fill('Babak pertama. Panggung gelap.');
  await page.getByLabel('Link Naskah').fill('https://contoh.id/naskah');
  // the picture takes images only, in the spec's words (spec 5), and refuses anything else at once
  await page
    .getByLabel('Gambar')
    .setInputFiles({ name: 'naskah.txt', mimeType: 'image/png', buffer: Buffer.from('bukan gambar') });
  await expect(page.getByText('naskah.txt: Please upload only image files')).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Data berhasil ditambahkan' })).toBeVisible();

  await page.goto('/managenaskah');
  await expect(page.getByRole('row').filter({ hasText: judul })).toContainText('Iswadi Pratama');
});
