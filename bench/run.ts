/**
 * `npm run bench`: the performance budgets of the site, measured on the production build with demo
 * data, printed as one table (each figure beside its budget, met or missed); exits 1 when any
 * budget is missed. See "Reading the benchmark" in README.md.
 */

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type Figure, renderTable, summarize } from './budgets.js';
import { doorFigures } from './door.js';
import { doorSaleFigures } from './door-sale.js';
import { grownFigures } from './grown.js';
import { lighthouseFigures } from './lighthouse.js';
import { firstStartMemoryFigure, idleMemoryFigure, uploadMemoryFigure } from './memory.js';
import { benchPages } from './pages.js';
import { startCluster } from './postgres-cluster.js';
import { repoRoot } from './processes.js';
import { measure, readFigures } from './reads.js';
import { renewalFigures } from './renewals.js';
import { seatedBenchShow, seatRushFigures } from './seat-rush.js';
import { BENCH_ADMIN, startBare, startSite } from './servers.js';
import { login } from './ticket-race.js';
import { ticketFigures } from './tickets.js';
import { twoProcessFigures } from './two-processes.js';

const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

function ensureBuild(): string {
  const webDist = path.resolve(repoRoot, process.env.WEB_DIST ?? 'web/dist');
  const serverBuilt = fs.existsSync(path.join(repoRoot, 'api', 'dist', 'server.js'));
  if (fs.existsSync(path.join(webDist, 'index.html')) && serverBuilt) return webDist;
  log('no build found: building the web app and the server');
  const built = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the web build failed');
  return webDist;
}

async function benchSite(label: string, webDist: string, bareUrl: string, postgresUrl?: string): Promise<Figure[]> {
  log(`${label}: starting the server on demo data (seeding takes a minute)`);
  const site = await startSite({ webDist, postgresUrl });
  const figures: Figure[] = [];
  try {
    figures.push(await firstStartMemoryFigure(site, label, Boolean(postgresUrl)));
    // The yardstick is measured right before the reads it is compared with: same machine load.
    log(`${label}: bare Fastify JSON route, then public reads`);
    const bareRps = (await measure(`${bareUrl}/bare`)).rps;
    figures.push(
      { name: `${label} bare Fastify JSON route`, value: bareRps, unit: 'req/s', note: '50 connections' },
      ...(await readFigures(site.url, bareRps, label)),
    );
    figures.push(await idleMemoryFigure(site, label, Boolean(postgresUrl)));
    log(`${label}: a 100 MB video upload`);
    figures.push(await uploadMemoryFigure(site, label));
    log(`${label}: ticket orders under contention`);
    figures.push(...(await ticketFigures(site.url, label, Boolean(postgresUrl))));
    log(`${label}: a seat rush: 2,000 buyers at once for a 500-seat show`);
    figures.push(...(await seatRushFigures(site.url, label, Boolean(postgresUrl))));
    log(`${label}: the door: a 2,000-seat show's list, then offline scans at 4x CPU slowdown`);
    figures.push(...(await doorFigures(site.url, label, Boolean(postgresUrl))));
    log(`${label}: the till: offline cash sales at 4x CPU slowdown`);
    figures.push(...(await doorSaleFigures(site.url, label)));
    if (!postgresUrl && process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
      log(`${label}: Lighthouse (mobile)`);
      const admin = await login(site.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
      const pages = await benchPages(site.url, admin, process.env.SITE_NAME ?? 'Teater Satu');
      const seated = await seatedBenchShow(site.url, admin, 'Bench: Denah Seribu', 40, 25);
      pages.push({ label: 'seat map of 1,000 seats', path: `/tiket/kontentiket?id=${seated.id}` });
      figures.push(...(await lighthouseFigures(site.url, pages, webDist)));
    }
  } finally {
    await site.stop();
  }
  if (process.env.BENCH_SKIP_GROWN === '1') return figures;
  figures.push(...(await grownFigures(label, webDist, postgresUrl)));
  return figures;
}

async function main() {
  const webDist = ensureBuild();
  const bare = await startBare();
  const figures: Figure[] = [];
  // Without BENCH_DATABASE_URL the bench starts its own PostgreSQL when the binaries are here.
  const cluster = process.env.BENCH_DATABASE_URL ? undefined : await startCluster(log);
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? cluster?.url;
  try {
    figures.push(...(await benchSite('pglite', webDist, bare.url)));
    log('pglite: a renewal run for 20,000 members due the same day');
    figures.push(...(await renewalFigures('pglite')));
    if (postgresUrl) {
      figures.push(...(await benchSite('postgres', webDist, bare.url, postgresUrl)));
      log('postgres: a renewal run for 20,000 members due the same day');
      figures.push(...(await renewalFigures('postgres', postgresUrl)));
      log('postgres: two processes on one database');
      figures.push(...(await twoProcessFigures(webDist, postgresUrl)));
    }
  } finally {
    await bare.stop();
    cluster?.stop();
  }

  console.log(renderTable(figures));
  const summary = summarize(figures);
  console.log(
    `\n${summary.met} budgets met, ${summary.missed} missed, ${summary.unmeasured} not measured, ${summary.notApplied} not applied on this machine${
      postgresUrl ? '' : ' (no PostgreSQL server binaries found: set BENCH_DATABASE_URL for those figures)'
    }`,
  );
  process.exitCode = summary.exitCode;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
