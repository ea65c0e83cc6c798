import { test as base, type Page, type Response } from '@playwright/test';
import { recordVisits } from './visits';

export * from '@playwright/test';

/** Waits until the app has taken over the page (app/app-ready.tsx marks <html data-app="ready">). */
export const appReady = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 30_000 });

/**
 * Playwright's `test` whose page navigations (goto, reload) resolve once the app runs: public
 * pages arrive rendered by the server and start the app after they loaded, so a button would be
 * visible before it works.
 */
export const test = base.extend<object, object>({
  // Contexts a test opens itself (two devices, one per role) are recorded as the default one is.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        recordVisits(context);
        return context;
      };
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (...args) => {
        const page = await newPage(...args);
        recordVisits(page.context());
        return page;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    recordVisits(context);
    await use(context);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const afterNavigation =
        <A extends unknown[]>(navigate: (...args: A) => Promise<Response | null>) =>
        async (...args: A) => {
          const response = await navigate(...args);
          await appReady(page);
          return response;
        };
      page.goto = afterNavigation(page.goto.bind(page));
      page.reload = afterNavigation(page.reload.bind(page));
    }
    await use(page);
  },
});
