import path from 'node:path';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../core/config.js';
import { openDatabase } from '../../core/db/client.js';
import { GROWN, seedGrown } from './index.js';

/**
 * `npm run seed:grown`: fills the configured database (DATA_DIR or DATABASE_URL, as `npm start`
 * reads them) with a grown site's volumes. Run it while the server is stopped on PGlite.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dir: path.join(config.dataDir, 'db') });
  const app = await buildApp({ config, database, logger: false });
  const started = Date.now();
  const log = (message: string) =>
    console.log(`seed:grown: ${message} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  try {
    log(
      `${GROWN.news} news, ${GROWN.accounts} accounts, ${GROWN.payments} payments, ${GROWN.ticketOrders} ticket orders`,
    );
    await seedGrown(app, { log });
    log('done');
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
