/**
 * Lighthouse alone (`npx tsx bench/pages-only.ts [/login /tiket …]`): the production build on demo
 * data (PGlite), every page `npm run bench` measures, or those whose route pattern starts with
 * one of the arguments. BENCH_LIGHTHOUSE_RUNS sets the runs a page (default 3, as the bench).
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderTable, summarize } from './budgets.js';
import { lighthouseFigures } from './lighthouse.js';
import { benchPages } from './pages.js';
import { repoRoot } from './processes.js';
import { BENCH_ADMIN, startSite } from './servers.js';
import { login } from './ticket-race.js';

const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

async function main() {
  const webDist = path.resolve(repoRoot, process.env.WEB_DIST ?? 'web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error('no build: run npm run build first');
  log('pglite: starting the server on demo data');
  const site = await startSite({ webDist });
  try {
    const admin = await login(site.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const wanted = process.argv.slice(2);
    const pages = (await benchPages(site.url, admin, process.env.SITE_NAME ?? 'Teater Satu')).filter(
      (page) => !wanted.length || wanted.some((prefix) => page.label === prefix || page.label.startsWith(`${prefix}/`)),
    );
    log(`Lighthouse (mobile): ${pages.map((page) => page.path).join(' ')}`);
    const figures = await lighthouseFigures(site.url, pages, webDist);
    console.log(renderTable(figures));
    process.exitCode = summarize(figures).exitCode;
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
