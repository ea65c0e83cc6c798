/**
 * The seating figures alone (`npx tsx bench/seats-only.ts`): the production build on demo data, on
 * PostgreSQL when its binaries are here (or BENCH_DATABASE_URL), else PGlite: the seat rush, then
 * Lighthouse on a 1,000-seat map's show page. `npm run bench` measures the same among the rest.
 */
import { lighthouseFigures } from './lighthouse.js';
import { builtWeb, log, onDemoSite, runOnePart } from './one-part.js';
import { seatedBenchShow, seatRushFigures } from './seat-rush.js';
import { BENCH_ADMIN } from './servers.js';
import { login } from './ticket-race.js';

runOnePart(() => {
  const webDist = builtWeb();
  return onDemoSite(webDist, async (site, label, onPostgres) => {
    log(`${label}: 2,000 buyers at once for a 500-seat show`);
    const figures = await seatRushFigures(site.url, label, onPostgres);
    if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
      log(`${label}: Lighthouse on a 1,000-seat map`);
      const admin = await login(site.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
      const show = await seatedBenchShow(site.url, admin, 'Bench: Denah Seribu', 40, 25);
      const path = `/tiket/kontentiket?id=${show.id}`;
      figures.push(...(await lighthouseFigures(site.url, [{ label: 'seat map of 1,000 seats', path }], webDist)));
    }
    return figures;
  });
});
