import { expect, test } from '../../test/app-test';
import { loginAsAdmin } from '../../test/e2e';
import { newsRow, newsThroughApi, pngFile } from './admin-test-files';

test('an admin publishes news with pictures and a visitor reads it', async ({ page, browser }) => {
  const title = `Pentas Uji ${Date.now()}`;
  await loginAsAdmin(page);
  await page.goto('/managenews/addberita');
  await expect(page.getByText('Tanda * pada form menandakan wajib diisi!')).toBeVisible();

  // Client validation from the contract: required fields are named before anything is sent.
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Wajib diisi').first()).toBeVisible();
  await expect(page.getByText('Berkas wajib diunggah')).toBeVisible();

  await page.getByRole('textbox', { name: 'Judul', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Deskripsi Thumbnail', exact: true }).fill('Ringkasan pentas uji.');
  await page.getByRole('textbox', { name: 'Paragraf 1', exact: true }).fill('Paragraf pertama pentas uji.');
  await page.getByRole('textbox', { name: 'Paragraf 2', exact: true }).fill('Paragraf kedua pentas uji.');
  await page.getByLabel('Link').fill('https://contoh.id/pentas');
  await page.getByLabel('Foto Thumbnail').setInputFiles(await pngFile('thumb.png'));
  await page.getByLabel('Gambar 1').setInputFiles(await pngFile('satu.png', '#1d4ed8'));
  await page.getByLabel('Gambar 2').setInputFiles(await pngFile('dua.png', '#15803d'));
  await expect(page.getByRole('img', { name: /Berkas dipilih: thumb.png/ })).toBeVisible();

  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('button', { name: 'Uploaded!' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Judul', exact: true })).toHaveValue('');
  await page.screenshot({ path: test.info().outputPath('admin-news-add.png'), fullPage: true });
  // the label returns after UPLOADED_LABEL_MS
  await expect(page.getByRole('button', { name: 'Upload' })).toBeVisible({ timeout: 6000 });

  const { data } = (await (await page.request.get('/api/v1/beritas')).json()) as {
    data: { id: number; title: string; photo_url: string; gambar_1: string | null; gambar_2: string | null }[];
  };
  const created = data.find((b) => b.title === title);
  expect(created?.photo_url).toMatch(/^\/media\//);
  expect(created?.gambar_1).toMatch(/^\/media\//);
  expect(created?.gambar_2).toMatch(/^\/media\//);

  await page.goto('/managenews');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Ringkasan pentas uji.');
  await expect(row.getByRole('img', { name: title })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/news');
  await visitor.getByRole('link', { name: title }).first().click();
  await expect(visitor).toHaveURL(new RegExp(`/news/${created?.id}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('Paragraf kedua pentas uji.')).toBeVisible();
  await visitor.close();
});

test('an admin edits news in the dialog; /manageberita is the same screen', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/manageberita');
  await expect(page.getByRole('heading', { name: 'Manage Berita' })).toBeVisible();
  const firstEdit = page.getByRole('button', { name: /^Edit / }).first();
  await firstEdit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Berita' });
  await expect(dialog.getByText('Berkas saat ini').first()).toBeVisible();
  const summary = `Ringkasan diubah ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Deskripsi Thumbnail', exact: true }).fill(summary);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Data berhasil diubah' })).toBeVisible();
  await expect(page.getByRole('cell', { name: summary })).toBeVisible();
});

// "Failed to fetch data" when the list gets no answer: screens/resource-screen.test.tsx.
test('news screens: "Deleted!" after a delete', async ({ page }) => {
  const title = `Hapus Uji ${Date.now()}`;
  await loginAsAdmin(page);
  await newsThroughApi(page, title, 'untuk dihapus');

  const row = await newsRow(page, title);
  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog', { name: 'Konfirmasi Hapus' }).getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted!' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});
