/**
 * What every script measuring one part of the bench on its own shares (`bench/*-only.ts`,
 * `first-load-js.ts`): the production build it needs, its log line, and its ending: the figures
 * as `npm run bench` prints them and the exit code their budgets give.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Figure, renderTable, summarize } from './budgets.js';
import { startCluster } from './postgres-cluster.js';
import { repoRoot } from './processes.js';
import { startSite } from './servers.js';

export const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

/** The web build's folder (WEB_DIST, else web/dist), refused when `entry` is not in it. */
export function builtWeb(entry: 'index.html' | 'checkin.html' = 'index.html'): string {
  const webDist = path.resolve(repoRoot, process.env.WEB_DIST ?? 'web/dist');
  const what = entry === 'index.html' ? 'no build' : 'no door build';
  if (!fs.existsSync(path.join(webDist, entry))) throw new Error(`${what}: run npm run build first`);
  return webDist;
}

/** Runs one part's measurement, prints its figures and sets the exit code; a failure exits 1. */
export function runOnePart(measure: () => Promise<Figure[]>) {
  measure()
    .then((figures) => {
      console.log(renderTable(figures));
      process.exitCode = summarize(figures).exitCode;
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exitCode = 1;
    });
}

/** What a part measures on a running site: its address, the database's label and whether it is PostgreSQL. */
export type OnSite = (site: { url: string }, label: 'postgres' | 'pglite', onPostgres: boolean) => Promise<Figure[]>;

/**
 * Runs `measure` on the production build (`webDist`) served with demo data, on PostgreSQL when its
 * binaries are here (or BENCH_DATABASE_URL), else PGlite; the server and the cluster stop after.
 */
export async function onDemoSite(webDist: string, measure: OnSite): Promise<Figure[]> {
  const cluster = process.env.BENCH_DATABASE_URL ? undefined : await startCluster(log);
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? cluster?.url;
  const label = postgresUrl ? 'postgres' : 'pglite';
  log(`${label}: starting the server on demo data`);
  const site = await startSite({ webDist, postgresUrl });
  try {
    return await measure(site, label, Boolean(postgresUrl));
  } finally {
    await site.stop();
    cluster?.stop();
  }
}
