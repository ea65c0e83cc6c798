import { paths } from '@teater/contract/site';
import { expect, type Page, test } from './test/app-test';

/** A phone's screen: most of the page is below the first one. */
test.use({ viewport: { width: 412, height: 823 } });

/** When the page lifted `data-first-screen` (src/boot.ts), on the page's own clock; null while set. */
async function recordFirstScreenEnd(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { firstScreenEnded?: number };
    // the document, not its <html>: an init script may run before the element exists
    new MutationObserver((_, observer) => {
      if (document.documentElement.hasAttribute('data-first-screen')) return;
      record.firstScreenEnded = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-first-screen'] });
  });
}

/** Scrolls through the page, so every lazy picture comes near the screen. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 600) await page.mouse.wheel(0, 600);
}

test('pictures below the main one are asked for after it is painted, and then all of them show', async ({ page }) => {
  await recordFirstScreenEnd(page);
  await page.goto(paths.news.list);
  const main = page.locator('img[fetchpriority="high"]');
  await expect(main).toHaveCount(1);
  const framed = page.locator('img[data-framed]');
  expect(await framed.count()).toBeGreaterThan(1);

  const timing = await page.evaluate(async () => {
    const ended = (window as unknown as { firstScreenEnded?: number }).firstScreenEnded ?? Number.NaN;
    const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    // Element Timing reports reach observers only (buffered), not performance.getEntries
    const painted = await new Promise<PerformanceEntry | undefined>((resolve) => {
      new PerformanceObserver((list) =>
        resolve(
          list.getEntries().find((entry) => (entry as PerformanceEntry & { element?: Element }).element === picture),
        ),
      ).observe({ type: 'element', buffered: true });
      setTimeout(() => resolve(undefined), 2000);
    });
    const framedFiles = new Set(
      [...document.querySelectorAll<HTMLImageElement>('img[data-framed]')].map((img) => img.currentSrc),
    );
    const framedStarts = performance
      .getEntriesByType('resource')
      .filter((entry) => framedFiles.has(entry.name))
      .map((entry) => entry.startTime);
    return { ended, painted: painted?.startTime ?? Number.NaN, framedStarts };
  });
  expect(timing.ended).toBeGreaterThanOrEqual(timing.painted);
  expect(timing.framedStarts.length).toBeGreaterThan(0);
  for (const start of timing.framedStarts) expect(start).toBeGreaterThanOrEqual(timing.ended);

  await scrollThrough(page);
  for (const img of await framed.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
});

test('the landing page icon is in the page, and its video player shows once the first screen is done', async ({
  page,
}) => {
  await page.goto(paths.home);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  await expect(page.locator('html')).not.toHaveAttribute('data-first-screen');
  const video = page.locator('video[data-framed]').first();
  await video.scrollIntoViewIfNeeded();
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('controls');
  // shown in the frame that held its box: nothing on the page moved
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shifts).toBeLessThan(0.01);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('nothing waits: every picture and player is laid out from the start', async ({ page }) => {
    for (const path of [paths.news.list, paths.home]) {
      await page.goto(path);
      await expect(page.locator('html')).not.toHaveAttribute('data-first-screen');
      const framed = page.locator('img[data-framed]').first();
      await framed.scrollIntoViewIfNeeded();
      await expect(framed).toBeVisible();
    }
    expect(
      await page
        .locator('video')
        .first()
        .evaluate((el) => getComputedStyle(el).contentVisibility),
    ).toBe('visible');
  });
});
