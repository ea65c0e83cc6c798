import { expect, test } from '../../test/app-test';
import { adminToken } from '../../test/e2e';
import { pngFile } from '../admin/admin-test-files';

const sections = [
  { route: '/news', api: '/api/v1/beritas', heading: 'Berita', pictures: ['gambar_1', 'gambar_2'] },
  {
    route: '/collaboration',
    api: '/api/v1/beritakolaborasis',
    heading: 'Kolaborasi',
    pictures: ['gambar_1', 'gambar_2'],
  },
  { route: '/partnership', api: '/api/v1/beritapartners', heading: 'Partnership', pictures: ['gambar1', 'gambar2'] },
] as const;

for (const section of sections) {
  // The test's own article, not the newest of the shared site: tests running beside this one
  // publish news too, and the newest was theirs (its text 'Isi' matched another line of the page).
  test(`${section.route}: a card opens its detail with its text and pictures`, async ({ page }) => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const article = {
      title: `${section.heading} Uji ${stamp}`,
      summary: `Ringkasan ${stamp}.`,
      description: `Paragraf pertama ${stamp}.`,
      description2: `Paragraf kedua ${stamp}.`,
      link: 'https://contoh.id/tautan',
    };
    const [first, second] = section.pictures;
    const created = await page.request.post(section.api, {
      headers: { authorization: `Bearer ${await adminToken(page.request)}` },
      multipart: {
        ...article,
        photo_url: await pngFile('sampul.png'),
        [first]: await pngFile('gambar-1.png', '#14532d'),
        [second]: await pngFile('gambar-2.png', '#1e3a8a'),
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto(section.route);
    const grid = page.getByRole('list', { name: section.heading });
    const card = grid.getByRole('listitem').filter({ hasText: article.title });
    await expect(card).toHaveCount(1);
    // newest first: no card is newer than the one before it
    const times = await grid
      .locator('time')
      .evaluateAll((all) => all.map((t) => Date.parse(t.getAttribute('datetime') ?? '')));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    await card.getByRole('link', { name: article.title }).click();
    await expect(page).toHaveURL(new RegExp(`${section.route}/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByText(article.description, { exact: true })).toBeVisible();
    await expect(page.getByText(article.description2, { exact: true })).toBeVisible();
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
