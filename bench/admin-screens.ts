import { chromium } from '@playwright/test';
import { paths } from '@teater/contract/site';
import { budgets, type Figure } from './budgets.js';

/** The admin screens that read the largest tables. */
const SCREENS = [paths.dashboard, paths.payments, paths.accounts, paths.news.admin];
// visible: the charts' data tables are folded away until asked for
const FIRST_ROW = 'table tbody tr:visible';

/**
 * Each screen opened in Chromium by a logged-in admin: time from navigation to its first table
 * row, and the bytes of API answers (as sent, compressed or not) downloaded until then.
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
      const page = await context.newPage();
      const pending: Promise<number>[] = [];
      page.on('requestfinished', (request) => {
        if (!request.url().includes('/api/')) return;
        pending.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize));
      });
      const started = Date.now();
      let shownMs: number | null = null;
      let note: string | undefined;
      try {
        await page.goto(`${site}${screen}`, { waitUntil: 'commit' });
        await page.locator(FIRST_ROW).first().waitFor({ state: 'visible', timeout: 15_000 });
        shownMs = Date.now() - started;
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
