/**
 * The door's figures alone (`npx tsx bench/door-only.ts`): the production build on demo data, on
 * PostgreSQL when its binaries are here (or BENCH_DATABASE_URL), else PGlite. `npm run bench`
 * measures the same among everything else.
 */
import { doorFigures } from './door.js';
import { builtWeb, log, onDemoSite, runOnePart } from './one-part.js';

runOnePart(() =>
  onDemoSite(builtWeb('checkin.html'), (site, label, onPostgres) => {
    log(`${label}: a sold-out show of 2,000 seats, then the door in Chromium`);
    return doorFigures(site.url, label, onPostgres);
  }),
);
