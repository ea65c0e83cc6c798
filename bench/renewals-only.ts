/**
 * The renewal run's row alone (`npx tsx bench/renewals-only.ts`): 20,000 members due the same day,
 * on PostgreSQL when its binaries are here (or BENCH_DATABASE_URL), and on PGlite.
 * `npm run bench` measures the same among everything else.
 */
import { log, runOnePart } from './one-part.js';
import { startCluster } from './postgres-cluster.js';
import { renewalFigures } from './renewals.js';

runOnePart(async () => {
  const cluster = process.env.BENCH_DATABASE_URL ? undefined : await startCluster(log);
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? cluster?.url;
  try {
    const figures = [];
    if (postgresUrl) {
      log('postgres: a renewal run for 20,000 members');
      figures.push(...(await renewalFigures('postgres', postgresUrl)));
    }
    if (process.env.BENCH_SKIP_PGLITE !== '1') {
      log('pglite: a renewal run for 20,000 members');
      figures.push(...(await renewalFigures('pglite')));
    }
    return figures;
  } finally {
    cluster?.stop();
  }
});
