import { expect, test } from '../../test/app-test';
import { adminToken } from '../../test/e2e';
import { pngFile } from '../admin/admin-test-files';

/** 13 news created for this test: more than one page of 12, whatever the demo holds. */
test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  const photo = await pngFile('paging.png');
  for (let i = 1; i <= 13; i++) {
    const res = await request.post('/api/v1/beritas', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { title: `Kabar berhalaman ${i}`, summary: 'Ringkasan', description: 'Isi', photo_url: photo },
    });
    expect(res.status()).toBe(201);
  }
});

test('/news shows 12 news and links to the next page, which shows the rest', async ({ page }) => {
  await page.goto('/news');
  const cards = page.getByRole('list', { name: 'Berita' }).getByRole('listitem');
  await expect(cards).toHaveCount(12);
  await expect(page.getByText('Kabar berhalaman 13')).toBeVisible();
  await expect(page.getByText('Kabar berhalaman 1', { exact: true })).toHaveCount(0);
  const pager = page.getByRole('navigation', { name: 'Halaman' });
  await expect(pager.getByRole('link', { name: 'Berikutnya' })).toHaveAttribute('href', '/news?page=2');

  await pager.getByRole('link', { name: 'Berikutnya' }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('Halaman 2');
  await expect(page.getByText('Kabar berhalaman 1', { exact: true })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Kabar berhalaman 13')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page link is a real link to a server-rendered page with its own canonical URL', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('navigation', { name: 'Halaman' }).getByRole('link', { name: 'Berikutnya' }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(page.getByText('Kabar berhalaman 1', { exact: true })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/news\?page=2$/);
    const past = await page.goto('/news?page=999');
    expect(past?.status()).toBe(404);
  });
});
