import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { ensureAdmin } from './seed/admin.js';
import { seedDemo } from './seed/demo.js';

/** `npm start`: migrate, seed, serve. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dir: path.join(config.dataDir, 'db') });
  const app = await buildApp({ config, database });
  const credentials = await ensureAdmin(app);
  if (config.SEED_DEMO) await seedDemo(app);
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.PORT, host: config.HOST });
  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  console.log(`\n  ${config.SITE_NAME} berjalan di ${url}`);
  if (credentials)
    console.log(
      `  Admin: ${credentials.email} / ${credentials.password}${credentials.note ? ` (${credentials.note})` : ''}\n`,
    );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
