/**
 * The door's figures alone (`npx tsx bench/door-only.ts`): the production build on demo data, on
 * PostgreSQL when its binaries are here (or BENCH_DATABASE_URL), else PGlite. `npm run bench`
 * measures the same among everything else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderTable, summarize } from './budgets.js';
import { doorFigures } from './door.js';
import { startCluster } from './postgres-cluster.js';
import { repoRoot } from './processes.js';
import { startSite } from './servers.js';

const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

async function main() {
  const webDist = path.resolve(repoRoot, process.env.WEB_DIST ?? 'web/dist');
  if (!fs.existsSync(path.join(webDist, 'checkin.html'))) throw new Error('no door build: run npm run build first');
  const cluster = process.env.BENCH_DATABASE_URL ? undefined : await startCluster(log);
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? cluster?.url;
  const label = postgresUrl ? 'postgres' : 'pglite';
  log(`${label}: starting the server on demo data`);
  const site = await startSite({ webDist, postgresUrl });
  try {
    log(`${label}: a sold-out show of 2,000 seats, then the door in Chromium`);
    const figures = await doorFigures(site.url, label, Boolean(postgresUrl));
    console.log(renderTable(figures));
    process.exitCode = summarize(figures).exitCode;
  } finally {
    await site.stop();
    cluster?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
