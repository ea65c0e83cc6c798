import { expect, test } from '../../test/app-test';
import { loginAsAdmin } from '../../test/e2e';
import { editNews, pngFile } from './admin-test-files';

// An admin abroad: what they type into a date-time field is WIB all the same.
for (const timezoneId of ['America/New_York', 'Asia/Tokyo']) {
  test.describe(`a browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('19:30 typed saves 19:30 WIB, and editing shows 19:30 again', async ({ page }) => {
      const title = `Jadwal WIB ${timezoneId} ${Date.now()}`;
      await loginAsAdmin(page);
      await page.goto('/managenews/addberita');
      await page.getByRole('textbox', { name: 'Judul', exact: true }).fill(title);
      await page.getByRole('textbox', { name: 'Deskripsi Thumbnail', exact: true }).fill('Terbit terjadwal.');
      await page.getByRole('textbox', { name: 'Paragraf 1', exact: true }).fill('Isi.');
      await page.getByLabel('Foto Thumbnail').setInputFiles(await pngFile('wib.png'));
      const when = page.getByLabel('Terbit pada (WIB)');
      await when.fill('2031-11-22T19:30');
      await page.getByRole('button', { name: 'Upload' }).click();
      await expect(page.getByRole('button', { name: 'Uploaded!' })).toBeVisible();

      const list = await page.request.get(`/api/v1/beritas?q=${encodeURIComponent(title)}`);
      const saved = ((await list.json()) as { data: { title: string; published_at: string }[] }).data;
      expect(saved.find((item) => item.title === title)?.published_at).toBe('2031-11-22T12:30:00.000Z');

      const dialog = await editNews(page, title);
      await expect(dialog.getByLabel('Terbit pada (WIB)')).toHaveValue('2031-11-22T19:30');
    });
  });
}
