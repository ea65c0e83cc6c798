import { expect, test } from '../../test/app-test';
import { loginAsAdmin } from '../../test/e2e';
import { newsRow, pngFile } from './admin-test-files';

test('a news draft is listed for admins as Draf and stays off the public pages until published', async ({
  page,
  browser,
}) => {
  const title = `Draf Uji ${Date.now()}`;
  await loginAsAdmin(page);
  await page.goto('/managenews/addberita');
  await page.getByRole('textbox', { name: 'Judul', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Deskripsi Thumbnail', exact: true }).fill('Belum untuk umum.');
  await page.getByRole('textbox', { name: 'Paragraf 1', exact: true }).fill('Isi draf.');
  await page.getByLabel('Foto Thumbnail').setInputFiles(await pngFile('draf.png'));
  await page.getByLabel('Draf', { exact: true }).check();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('button', { name: 'Uploaded!' })).toBeVisible();

  const row = await newsRow(page, title);
  await expect(row).toContainText('Draf');

  const visitor = await browser.newPage();
  await visitor.goto('/news');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.close();
});
