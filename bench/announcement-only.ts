/**
 * The announcement figures alone (`npx tsx bench/announcement-only.ts`): the grown site (20,000
 * members) from the production build, on PostgreSQL when its binaries are here (or
 * BENCH_DATABASE_URL), else PGlite (BENCH_PGLITE=1 chooses PGlite, the default install, even when
 * PostgreSQL is here); public reads' p99 without and during a send to every member.
 * `npm run bench` measures the same among everything else.
 */
import { announcementSendFigures } from './announcement-send.js';
import { growData } from './grown.js';
import { builtWeb, log, runOnePart } from './one-part.js';
import { startCluster } from './postgres-cluster.js';
import { BENCH_ADMIN, startServer } from './servers.js';
import { login } from './ticket-race.js';

runOnePart(async () => {
  const webDist = builtWeb();
  const pglite = process.env.BENCH_PGLITE === '1';
  const cluster = process.env.BENCH_DATABASE_URL || pglite ? undefined : await startCluster(log);
  const postgresUrl = pglite ? undefined : (process.env.BENCH_DATABASE_URL ?? cluster?.url);
  const label = postgresUrl ? 'postgres' : 'pglite';
  log(`${label}: growing the data set`);
  const site = await startServer({ ...(await growData(postgresUrl)), webDist, seedDemo: false });
  try {
    const token = await login(site.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    log(`${label}: public reads during an announcement to every member`);
    return await announcementSendFigures(site.url, token, label);
  } finally {
    await site.stop();
    cluster?.stop();
  }
});
