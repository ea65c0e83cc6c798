import { type Browser, expect, type Page, test } from '../../test/app-test';
import { loginAsAdmin } from '../../test/e2e';
import { editNews, newsThroughApi } from './admin-test-files';

/**
 * Content translated by field (decision 031): an admin gives a news item its English title in the
 * edit dialog, beside the Indonesian one; the English page, its link preview, its structured data
 * and the English sitemap show it, the Indonesian ones keep the Indonesian title.
 */
test('an admin adds an English title to a news item: the English page, preview, structured data and sitemap show it', async ({
  page,
  browser,
}) => {
  const title = `Pentas Keliling ${Date.now()}`;
  const english = `Touring Show ${Date.now()}`;
  await loginAsAdmin(page);
  const id = await newsThroughApi(page, title, 'pentas keliling');
  // other tests read the newest news item as a complete one: this one leaves again
  test.info().attach('news', { body: String(id) });
  try {
    await checkEnglishTitle(page, browser, { id, title, english });
  } finally {
    await page.request.delete(`/api/v1/beritas/${id}`);
  }
});

async function checkEnglishTitle(
  page: Page,
  browser: Browser,
  { id, title, english }: { id: number; title: string; english: string },
) {
  const data = { id };

  const dialog = await editNews(page, title);
  await dialog.getByLabel('Judul (English)').fill(english);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();

  const visitor = await browser.newPage();
  await visitor.goto(`/en/news/${data.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: english })).toBeVisible();
  // the summary has no English yet: shown in Indonesian, marked as such
  await expect(visitor.locator('[lang="id"]').filter({ hasText: 'Paragraf pentas keliling.' }).first()).toBeVisible();
  const head = visitor.locator('head');
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(`^${english}`));
  await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute('content', new RegExp(`^${english}`));
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
  const structured = await head.locator('script[type="application/ld+json"]').allTextContents();
  const article = structured
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((item) => item['@type'] === 'NewsArticle');
  expect(article?.headline).toBe(english);
  expect(article?.inLanguage).toBe('en');

  await visitor.goto(`/news/${data.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator('head meta[property="og:title"]')).toHaveAttribute('content', new RegExp(`^${title}`));

  const sitemap = await (await visitor.request.get('/en/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${new URL(`/en/news/${data.id}`, visitor.url()).href}</loc>`);
  expect(sitemap).toContain(`<news:title>${english}</news:title>`);
  const indonesian = await (await visitor.request.get('/sitemap.xml')).text();
  expect(indonesian).toContain(`<news:title>${title}</news:title>`);
  await visitor.close();
}
