import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beritas, resources } from '@teater/contract';
import { paths } from '@teater/contract/site';
import { createScratchDatabase } from '../api/src/core/db/scratch-database.js';
import { adminScreenFigures } from './admin-screens.js';
import { announcementSendFigures } from './announcement-send.js';
import { type Budget, budgets, type Figure } from './budgets.js';
import { csvExportFigures } from './csv-export.js';
import { financeFigures } from './finance-reports.js';
import { repoRoot } from './processes.js';
import { BENCH_ADMIN, type BenchData, startServer } from './servers.js';
import { loginSession } from './ticket-race.js';

/** The resources with a public list page (the coaches' page is the members' list, filtered). */
const listed = Object.entries(resources).filter(([, def]) => def.access.read === 'public' && def.routes?.list);
/** Public pages whose HTML must stay small however much content the site holds. */
const PUBLIC_PAGES = [paths.home, ...listed.map(([, def]) => def.routes?.list ?? '')];
/** Their lists' API calls. */
const PUBLIC_LISTS = listed.map(([, def]) => def.path);
/** What an admin asks for on the busiest screens: lists, searches and sorts. */
const ADMIN_CALLS = [
  '/users',
  '/users?q=akun1234',
  '/users?sort=email&page=40',
  '/payment',
  '/payment?sort=-gross_amount',
  '/payment?transaction_status=pending',
  '/payment?q=budi',
  '/tiket/orders',
  '/tiket/orders?status=paid&sort=-total_harga',
  `${beritas.path}?limit=50`,
  `${beritas.path}?q=pentas&limit=50`,
];
const STATS_CALL = '/admin/stats';
const SAMPLES = 40;

const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

/** Fills a fresh data folder (and database) with the grown data set through `npm run seed:grown`. */
export async function growData(postgresUrl?: string): Promise<BenchData> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teater-bench-grown-'));
  const database = postgresUrl ? await createScratchDatabase(postgresUrl, 'grown') : undefined;
  const started = Date.now();
  const seeded = spawnSync('npm', ['run', '-s', 'seed:grown'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) },
  });
  if (seeded.status !== 0) throw new Error('npm run seed:grown failed');
  log(`grown data seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { dataDir, database };
}

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? Number.NaN;
};

/** p95 of one call asked SAMPLES times in a row after a short warm-up; null when it does not answer 200. */
export async function latencyP95(url: string, headers: Record<string, string>): Promise<number | null> {
  const first = await fetch(url, { headers });
  await first.arrayBuffer();
  if (first.status !== 200) return null;
  for (let i = 0; i < 3; i++) await (await fetch(url, { headers })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await (await fetch(url, { headers })).arrayBuffer();
    times.push(performance.now() - start);
  }
  return p95(times);
}

async function bytesOf(url: string, headers: Record<string, string>): Promise<{ status: number; kb: number }> {
  const res = await fetch(url, { headers });
  const body = await res.arrayBuffer();
  return { status: res.status, kb: body.byteLength / 1024 };
}

const sizeFigure = (name: string, sized: { status: number; kb: number }, budget: Budget): Figure =>
  sized.status === 200
    ? { name, value: sized.kb, unit: 'KB', budget }
    : { name, value: null, unit: 'KB', budget, note: `answers ${sized.status}` };

/**
 * The grown site (issue 14): the same screens and calls on 3,000 news, 20,000 accounts, 100,000
 * payments and 20,000 ticket orders. Sizes are uncompressed bytes; latencies are p95 of calls
 * asked one after another (what one admin feels), with the admin list budget per database.
 */
export async function grownFigures(label: string, webDist: string, postgresUrl?: string): Promise<Figure[]> {
  log(`${label}: growing the data set`);
  const data = await growData(postgresUrl);
  const site = await startServer({ ...data, webDist, seedDemo: false });
  const figures: Figure[] = [];
  try {
    const session = await loginSession(site.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const { token } = session;
    const asAdmin = { authorization: `Bearer ${token}`, accept: 'application/json' };
    for (const page of PUBLIC_PAGES) {
      const sized = await bytesOf(`${site.url}${page}`, { accept: 'text/html' });
      figures.push(sizeFigure(`${label} grown HTML ${page}`, sized, budgets.grownHtmlKb));
    }
    for (const list of [...PUBLIC_LISTS, '/users', '/payment', '/tiket/orders']) {
      const sized = await bytesOf(`${site.url}/api/v1${list}`, asAdmin);
      figures.push(sizeFigure(`${label} grown GET ${list} size`, sized, budgets.grownListKb));
    }
    const listBudget = postgresUrl ? budgets.adminListP95PostgresMs : budgets.adminListP95PgliteMs;
    for (const call of ADMIN_CALLS) {
      const value = await latencyP95(`${site.url}/api/v1${call}`, asAdmin);
      figures.push({
        name: `${label} grown GET ${call} p95`,
        value,
        unit: 'ms',
        budget: listBudget,
        ...(value === null ? { note: 'does not answer 200' } : {}),
      });
    }
    const stats = await latencyP95(`${site.url}/api/v1${STATS_CALL}`, asAdmin);
    figures.push({
      name: `${label} grown dashboard aggregates p95`,
      value: stats,
      unit: 'ms',
      ...(postgresUrl ? { budget: budgets.dashboardP95Ms } : { note: 'budget on PostgreSQL; shown for information' }),
      ...(stats === null ? { note: `${STATS_CALL} does not answer 200` } : {}),
    });
    log(`${label}: CSV of every payment`);
    figures.push(...(await csvExportFigures(site.url, token, site.child.pid, label)));
    log(`${label}: a month's sales report and the year's journal (issue 47)`);
    figures.push(...(await financeFigures(site.url, token, label)));
    log(`${label}: admin screens in Chromium on grown data`);
    figures.push(...(await adminScreenFigures(site.url, session, label)));
    // last: the send goes on after its figures
    log(`${label}: public reads during an announcement to every member`);
    figures.push(...(await announcementSendFigures(site.url, token, label)));
  } finally {
    await site.stop();
  }
  return figures;
}
