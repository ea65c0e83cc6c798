/**
 * The door's figures alone (`npx tsx bench/door-only.ts`): the production build on demo data, on
 * PostgreSQL when its binaries are here (or BENCH_DATABASE_URL), else PGlite. `npm run bench`
 * measures the same among everything else.
 */
import { doorFigures } from './door.js';
import { builtWeb, log, runOnePart } from './one-part.js';
import { startCluster } from './postgres-cluster.js';
import { startSite } from './servers.js';

runOnePart(async () => {
  const webDist = builtWeb('checkin.html');
  const cluster = process.env.BENCH_DATABASE_URL ? undefined : await startCluster(log);
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? cluster?.url;
  const label = postgresUrl ? 'postgres' : 'pglite';
  log(`${label}: starting the server on demo data`);
  const site = await startSite({ webDist, postgresUrl });
  try {
    log(`${label}: a sold-out show of 2,000 seats, then the door in Chromium`);
    return await doorFigures(site.url, label, Boolean(postgresUrl));
  } finally {
    await site.stop();
    cluster?.stop();
  }
});
