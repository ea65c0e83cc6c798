/**
 * The till's figure alone (`npx tsx bench/door-sale-only.ts`): an offline door sale from the tap
 * to its ticket on screen, on the production build with demo data (PGlite: the sale is decided on
 * the phone, the database plays no part). `npm run bench` measures the same among everything else.
 */
import { doorSaleFigures } from './door-sale.js';
import { builtWeb, log, runOnePart } from './one-part.js';
import { startSite } from './servers.js';

runOnePart(async () => {
  const webDist = builtWeb('checkin.html');
  log('pglite: starting the server on demo data');
  const site = await startSite({ webDist });
  try {
    log('pglite: a show with a door quota, then the till offline in Chromium');
    return await doorSaleFigures(site.url, 'pglite');
  } finally {
    await site.stop();
  }
});
