/**
 * First-load JavaScript alone (`npx tsx bench/first-load-js.ts`): every page `npm run bench`
 * measures, both languages, opened once in Chromium without Lighthouse; the script a page loads
 * before it is idle, gzip, as the bench counts it (firstLoadJsKb), on Lighthouse's mobile screen.
 * Quick to run after a change of what the pages import (`PAGES=/account,/login` for some pages
 * only); `npm run bench` holds the same figure to its budget.
 */
import { chromium } from '@playwright/test';
import { budgets, type Figure } from './budgets.js';
import { firstLoadJsKb, type NetworkItem } from './lighthouse.js';
import { builtWeb, runOnePart } from './one-part.js';
import { benchPages } from './pages.js';
import { BENCH_ADMIN, startSite } from './servers.js';
import { login } from './ticket-race.js';

runOnePart(async () => {
  const webDist = builtWeb();
  const site = await startSite({ webDist });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const admin = await login(site.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const only = process.env.PAGES?.split(',');
    const pages = (await benchPages(site.url, admin, process.env.SITE_NAME ?? 'Teater Satu')).filter(
      (page) => !only || only.some((label) => page.label.startsWith(label)),
    );
    const figures: Figure[] = [];
    for (const page of pages) {
      // Lighthouse's mobile screen (its default run): what is near the screen loads with the page
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      if (page.cookie) await context.setExtraHTTPHeaders({ cookie: page.cookie });
      const tab = await context.newPage();
      const scripts: NetworkItem[] = [];
      tab.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push({ url: request.url(), resourceType: 'Script' });
      });
      const res = await tab.goto(`${site.url}${page.path}`, { waitUntil: 'networkidle' });
      const html = (await res?.text()) ?? '';
      const js = firstLoadJsKb(scripts, webDist, html);
      figures.push({
        name: `${page.label} first-load JS`,
        value: js.kb,
        unit: 'KB',
        budget: budgets.firstLoadJsKb,
        note: js.largest,
      });
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
    await site.stop();
  }
});
