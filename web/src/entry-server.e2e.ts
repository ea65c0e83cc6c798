import { expect, test } from './test/app-test';

/**
 * Public pages arrive rendered by the server (entry-server.tsx): readable with scripts off, and
 * taken over by the app without a hydration error once scripts run.
 */
interface News {
  id: number;
  title: string;
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the news list, a news page and the landing page show their content', async ({ page }) => {
    const { data } = (await (await page.request.get('/api/v1/beritas')).json()) as { data: News[] };
    const newest = data[0];
    expect(newest).toBeDefined();

    await page.goto('/news');
    const grid = page.getByRole('list', { name: 'Berita' });
    await expect(grid.getByRole('listitem')).toHaveCount(data.length);
    await expect(grid.getByRole('heading').first()).toHaveText(newest?.title ?? '');
    // the first picture is in the HTML, not waiting for a script
    await expect(grid.getByRole('img').first()).toHaveJSProperty('complete', true);
    // as AVIF, preloaded from the head with the same widths the <picture> chooses from
    const shown = await grid
      .getByRole('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(shown).toMatch(/\/media\/i\/\w+(-\d+)?\.avif$/);
    const file = new URL(shown).pathname;
    await expect(
      page.locator(`head link[rel="preload"][as="image"][type="image/avif"][imagesrcset*="${file} "]`),
    ).toHaveCount(1);

    await page.goto(`/news/${newest?.id}`);
    await expect(page.getByRole('heading', { level: 1, name: newest?.title })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Foto pementasan 1' })).toBeVisible();
    // links work as plain links before the app takes over
    await page.getByRole('link', { name: 'Berita Selengkapnya' }).click();
    await expect(page).toHaveURL(/\/news$/);
  });
});

test('the app takes over the rendered page: no hydration error, links and buttons work', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Foto pementasan', exact: true });
  await expect(hero.getByRole('button', { name: 'Jeda' })).toBeVisible();
  await hero.getByRole('button', { name: 'Jeda' }).click();
  await expect(hero.getByRole('button', { name: 'Putar' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'Berita Selengkapnya' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('list', { name: 'Berita' })).toBeVisible();
  expect(errors).toEqual([]);
});
