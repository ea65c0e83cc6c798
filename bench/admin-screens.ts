import { chromium } from '@playwright/test';
import { paths } from '@teater/contract/site';
import { budgets, type Figure } from './budgets.js';

/** The admin screens that read the largest tables. */
const SCREENS = [paths.dashboard, paths.payments, paths.accounts, paths.news.admin];
// visible: the charts' data tables are folded away until asked for
const FIRST_ROW = 'table tbody tr:visible';

/**
 * In the page, from its first script on: notes when its first visible table row is drawn, in ms
 * since the navigation began (`window.firstRowShownAt`). Taken by the page itself: Playwright's
 * own wait for an element checks at growing intervals, every 500 ms after the first 270, which
 * had made the figure about 1.0 s or 1.5 s at random for the same page. A string, not a function:
 * the bench runs through tsx, whose helpers would not exist in the page.
 */
const NOTE_FIRST_ROW_SHOWN = `
  const visibleRow = () =>
    [...document.querySelectorAll('table tbody tr')].some((row) => {
      const box = row.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && row.checkVisibility({ visibilityProperty: true });
    });
  const observer = new MutationObserver(() => {
    if (!document.querySelector('table tbody tr') || !visibleRow()) return;
    observer.disconnect();
    // the next frame is the one that draws it
    requestAnimationFrame(() => { window.firstRowShownAt = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
`;

/**
 * Each screen opened in Chromium by a logged-in admin: time from navigation to its first table
 * row drawn, and the bytes of API answers (as sent, compressed or not) downloaded until then.
 */
export async function adminScreenFigures(
  site: string,
  session: { token: string; id: number },
  label: string,
): Promise<Figure[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const figures: Figure[] = [];
  try {
    const { hostname } = new URL(site);
    for (const screen of SCREENS) {
      const context = await browser.newContext();
      // The session the login page would set: the httpOnly token and the UI's id and role hints.
      const cookies = { token: session.token, id: String(session.id), role: 'superadmin' };
      await context.addCookies(
        Object.entries(cookies).map(([name, value]) => ({ name, value, domain: hostname, path: '/' })),
      );
      await context.addInitScript({ content: NOTE_FIRST_ROW_SHOWN });
      const page = await context.newPage();
      const pending: Promise<number>[] = [];
      page.on('requestfinished', (request) => {
        if (!request.url().includes('/api/')) return;
        pending.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize));
      });
      let shownMs: number | null = null;
      let note: string | undefined;
      try {
        await page.goto(`${site}${screen}`, { waitUntil: 'commit' });
        await page.locator(FIRST_ROW).first().waitFor({ state: 'visible', timeout: 15_000 });
        const shown = await page.waitForFunction('window.firstRowShownAt', undefined, { timeout: 5_000 });
        shownMs = Math.round(Number(await shown.jsonValue()));
      } catch {
        note = 'no table row within 15 s';
      }
      const apiKb = (await Promise.all(pending)).reduce((sum, bytes) => sum + bytes, 0) / 1024;
      figures.push(
        {
          name: `${label} grown ${screen} first rows`,
          value: shownMs,
          unit: 'ms',
          budget: budgets.adminFirstRowsMs,
          note,
        },
        { name: `${label} grown ${screen} API bytes`, value: apiKb, unit: 'KB', budget: budgets.adminApiKb },
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}
