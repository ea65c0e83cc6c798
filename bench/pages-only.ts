/**
 * Lighthouse alone (`npx tsx bench/pages-only.ts [/login /tiket …]`): the production build on demo
 * data (PGlite), every page `npm run bench` measures, or those whose route pattern starts with
 * one of the arguments. BENCH_LIGHTHOUSE_RUNS sets the runs a page (default 3, as the bench).
 */
import { lighthouseFigures } from './lighthouse.js';
import { builtWeb, log, runOnePart } from './one-part.js';
import { benchPages } from './pages.js';
import { BENCH_ADMIN, startSite } from './servers.js';
import { login } from './ticket-race.js';

runOnePart(async () => {
  const webDist = builtWeb();
  log('pglite: starting the server on demo data');
  const site = await startSite({ webDist });
  try {
    const admin = await login(site.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const wanted = process.argv.slice(2);
    const pages = (await benchPages(site.url, admin, process.env.SITE_NAME ?? 'Teater Satu')).filter(
      (page) => !wanted.length || wanted.some((prefix) => page.label === prefix || page.label.startsWith(`${prefix}/`)),
    );
    log(`Lighthouse (mobile): ${pages.map((page) => page.path).join(' ')}`);
    return await lighthouseFigures(site.url, pages, webDist);
  } finally {
    await site.stop();
  }
});
