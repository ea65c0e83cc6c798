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

test('/managenaskah: a delete the network drops says "Failed to delete manuscript"; then it deletes', async ({
  page,
}) => {
  const judul = `Naskah Hapus ${Date.now()}`;
  await loginAsAdmin(page);
  const created = await page.request.post('/api/v1/naskahs', {
    multipart: {
      namaNaskah: judul,
      pengarang: 'Iswadi Pratama',
      isiNaskah: 'Babak satu.',
      linknaskah: 'https://contoh.id/n',
    },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/managenaskah?q=${encodeURIComponent(judul)}`);
  const row = page.getByRole('row').filter({ hasText: judul });
  page.on('dialog', (d) => d.accept());

  // No answer from the server: the screen's own text (spec 8), not a generic one.
  await page.route('**/api/v1/naskahs/*', (route) =>
    route.request().method() === 'DELETE' ? route.abort('connectionreset') : route.fallback(),
  );
  await row.getByRole('button', { name: /^Delete/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to delete manuscript' })).toBeVisible();
  await expect(row).toBeVisible();

  await page.unroute('**/api/v1/naskahs/*');
  await row.getByRole('button', { name: /^Delete/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Data berhasil dihapus' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: judul })).toHaveCount(0);
});
