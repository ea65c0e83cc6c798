import path from 'node:path';
import { expect, test } from '../../test/app-test';
import { loginAsAdmin } from '../../test/e2e';
import { pngFile } from '../admin/admin-test-files';

const heroSet = async (request: import('@playwright/test').APIRequestContext) => {
  const { data } = (await (await request.get('/api/v1/landingpageimages')).json()) as {
    data: { key: string; photocaroselsatu: string }[];
  };
  const set = data.find((s) => s.key === 'teater1');
  expect(set).toBeDefined();
  return set as { key: string; photocaroselsatu: string };
};

test('an admin replaces a hero image and the landing page shows the new one', async ({ page }) => {
  const before = await heroSet(page.request);
  await loginAsAdmin(page);
  await page.goto('/admin/managesectionbanner');
  const row = page.getByRole('row').filter({ hasText: 'teater1' });
  await expect(row.getByRole('img')).toHaveCount(3);
  await row.getByRole('button', { name: 'Edit teater1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Set Gambar' });
  // the key is a fixed identifier: shown in the table, never offered for editing
  await expect(dialog.getByLabel('Key')).toHaveCount(0);
  await dialog.getByLabel('Foto 1').setInputFiles(await pngFile('hero-baru.png', '#1d4ed8'));
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Data berhasil diubah' })).toBeVisible();

  const after = await heroSet(page.request);
  expect(after.photocaroselsatu).not.toBe(before.photocaroselsatu);
  // the replaced picture is gone from the server
  expect((await page.request.get(before.photocaroselsatu)).status()).toBe(404);

  await page.goto('/');
  await expect(page.getByRole('img', { name: 'Foto pementasan 1' })).toHaveAttribute('src', after.photocaroselsatu);
});

test('Manage Videos: add with the 100MB notice and progress, then delete after the browser asks', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/managevideo');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Videos' })).toBeVisible();
  await expect(page.getByText(/maksimal 100MB/)).toBeVisible();
  for (const header of ['Preview 1', 'Preview 2', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  }
  const rowsBefore = await page.getByRole('row').count();

  await page.getByRole('button', { name: 'Add Video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Video' });
  await dialog
    .getByLabel('Video 1')
    .setInputFiles(path.resolve(import.meta.dirname, '../../../../api/src/seed/demo/assets/stage-loop.mp4'));
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Video added!' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(rowsBefore + 1);
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/manage-videos.png`, fullPage: true });

  const { data } = (await (await page.request.get('/api/v1/ipvideos')).json()) as { data: { id: number }[] };
  const newest = Math.max(...data.map((v) => v.id));
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    d.accept();
  });
  await page.getByRole('button', { name: `Delete Video #${newest}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Video deleted!' })).toBeVisible();
  expect(asked).toBe('Yakin ingin menghapus data ini?');
  await expect(page.getByRole('row')).toHaveCount(rowsBefore);
});

// Its 'Error fetching data' when a list gets no answer: admin/screens/resource-screen.test.tsx.
test('landing screens say spec 8’s texts when the server says nothing: uploading an image', async ({ page }) => {
  await loginAsAdmin(page);
  await page.route('**/api/v1/image', (route) => route.abort('connectionreset'));
  await page.goto('/admin/managesectionbanner');
  await page.getByRole('row').filter({ hasText: 'teater1' }).getByRole('button', { name: 'Edit teater1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Set Gambar' });
  await dialog.getByLabel('Foto 1').setInputFiles(await pngFile('hero-gagal.png', '#b91c1c'));
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByText('Error submitting form: Error uploading image')).toBeVisible();
});
