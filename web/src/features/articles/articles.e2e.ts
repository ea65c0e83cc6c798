import { expect, test } from '../../test/app-test';

interface Article {
  id: number;
  title: string;
  description: string;
  description2: string | null;
}

const sections = [
  { route: '/news', api: '/api/v1/beritas', heading: 'Berita' },
  { route: '/collaboration', api: '/api/v1/beritakolaborasis', heading: 'Kolaborasi' },
  { route: '/partnership', api: '/api/v1/beritapartners', heading: 'Partnership' },
] as const;

for (const section of sections) {
  test(`${section.route}: a card opens its detail with its text and pictures`, async ({ page }) => {
    const { data } = (await (await page.request.get(section.api)).json()) as { data: Article[] };
    const newest = data[0];
    expect(newest).toBeDefined();
    await page.goto(section.route);
    const grid = page.getByRole('list', { name: section.heading });
    await expect(grid.getByRole('listitem')).toHaveCount(data.length);
    // newest first, as the API answers
    await expect(grid.getByRole('heading').first()).toHaveText(newest?.title ?? '');

    await grid.getByRole('link', { name: newest?.title }).click();
    await expect(page).toHaveURL(new RegExp(`${section.route}/${newest?.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: newest?.title })).toBeVisible();
    await expect(page.getByText(newest?.description ?? '')).toBeVisible();
    await expect(page.getByText(newest?.description2 ?? '')).toBeVisible();
    // photo_url, gambar 1 and gambar 2: three blocks with a picture each
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(3);
    await expect(page.getByRole('link', { name: /Kunjungi tautan/ })).toHaveAttribute('target', '_blank');
  });
}

test('an unknown article shows the not-found text with the way back', async ({ page }) => {
  for (const path of ['/news/999999', '/news/abc', '/partnership/999999']) {
    await page.goto(path);
    await expect(page.getByText('Berita tidak ditemukan.')).toBeVisible();
  }
  await page.getByRole('link', { name: /Kembali ke Partnership/ }).click();
  await expect(page).toHaveURL(/\/partnership$/);
});
