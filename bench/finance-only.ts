/**
 * Issue 47's rows alone (`npx tsx bench/finance-only.ts`): the grown data set (100,000 payments
 * over five years), on PostgreSQL when its binaries are here (or BENCH_DATABASE_URL), and on
 * PGlite (BENCH_SKIP_PGLITE=1 leaves it out): a month's sales report, the year's journal streamed,
 * the month's revenue as the report and the dashboard answer it, and the dashboard's p95.
 * `npm run bench` measures the same among the other grown rows. Needs the API build (api/dist);
 * no web build (these are API calls).
 */
import path from 'node:path';
import { budgets, type Figure } from './budgets.js';
import { financeFigures } from './finance-reports.js';
import { growData, latencyP95 } from './grown.js';
import { log, runOnePart } from './one-part.js';
import { startCluster } from './postgres-cluster.js';
import { repoRoot } from './processes.js';
import { BENCH_ADMIN, startServer } from './servers.js';
import { login } from './ticket-race.js';

async function onGrownData(label: 'postgres' | 'pglite', postgresUrl?: string): Promise<Figure[]> {
  log(`${label}: growing the data set`);
  const data = await growData(postgresUrl);
  const webDist = path.resolve(repoRoot, process.env.WEB_DIST ?? 'web/dist');
  const site = await startServer({ ...data, webDist, seedDemo: false });
  try {
    const token = await login(site.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    log(`${label}: a month's sales report, the year's journal, the month's revenue both ways`);
    const figures = await financeFigures(site.url, token, label);
    const stats = await latencyP95(`${site.url}/api/v1/admin/stats`, {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
    });
    figures.push({
      name: `${label} grown dashboard aggregates p95`,
      value: stats,
      unit: 'ms',
      ...(postgresUrl ? { budget: budgets.dashboardP95Ms } : { note: 'budget on PostgreSQL; shown for information' }),
    });
    return figures;
  } finally {
    await site.stop();
  }
}

runOnePart(async () => {
  const cluster = process.env.BENCH_DATABASE_URL ? undefined : await startCluster(log);
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? cluster?.url;
  try {
    const figures: Figure[] = [];
    if (postgresUrl) figures.push(...(await onGrownData('postgres', postgresUrl)));
    if (process.env.BENCH_SKIP_PGLITE !== '1') figures.push(...(await onGrownData('pglite')));
    return figures;
  } finally {
    cluster?.stop();
  }
});
