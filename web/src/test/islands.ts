import { expect, type Page } from './app-test';

/** The app's entry (built from index.html) and the islands entry (src/islands/entry.tsx), by file name. */
export const appEntry = (scripts: string[]) => scripts.some((name) => name.startsWith('index-'));
export const islandsEntry = (scripts: string[]) => scripts.some((name) => name.startsWith('entry-'));

/**
 * The scripts a page loads, by file name, and the errors it reports (hydration warnings included),
 * from the start of its load. With `refusedCallsAnswer`, a refused call's console line (a bad
 * link's 400) counts as the page's answer, not as a script error.
 */
export function watch(page: Page, { refusedCallsAnswer = false } = {}) {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (refusedCallsAnswer && message.text().startsWith('Failed to load resource')) return;
    errors.push(message.text());
  });
  return { scripts, errors };
}

/** Opens each page and checks it is served as islands: the islands entry took it, never the app's. */
export async function expectIslandsPages(page: Page, seen: ReturnType<typeof watch>, paths: readonly string[]) {
  for (const path of paths) {
    seen.scripts.length = 0;
    await page.goto(path);
    await expect(page.locator('#root'), path).toHaveAttribute('data-ssr', 'islands');
    await expect(page.locator('html'), path).toHaveAttribute('data-app', 'ready');
    expect(islandsEntry(seen.scripts), path).toBe(true);
    // no router, no query cache, no form library on these pages
    expect(appEntry(seen.scripts), path).toBe(false);
  }
}
