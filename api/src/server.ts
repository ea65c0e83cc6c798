import fs from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { whileStartingAlone } from './db/startup-lock.js';
import { openControlSocket } from './ops/control-socket.js';
import { ensureAdmin } from './seed/admin.js';
import { seedDemo } from './seed/demo.js';

const pidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

/** How long running requests and uploads may take to finish once a stop is asked for. */
const STOP_GRACE_MS = 10_000;

/**
 * A clean stop: no new connections (new requests answer 503), running requests and uploads get
 * up to STOP_GRACE_MS, then the rest are cut; this process's temporary upload files go, the
 * database closes, and the process exits 0.
 */
async function stop(
  app: Awaited<ReturnType<typeof buildApp>>,
  database: Database,
  closeControl: () => Promise<void>,
  signal: string,
) {
  app.log.info(`${signal}: stopping`);
  await closeControl();
  const cut = setTimeout(() => app.server.closeAllConnections(), STOP_GRACE_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
    await fs.rm(app.media.tempDir, { recursive: true, force: true });
    await fs.rm(pidFile(app.config.dataDir), { force: true });
    await database.close();
  }
  process.exit(0);
}

/** `npm start`: migrate, seed, serve. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dir: path.join(config.dataDir, 'db') });
  const app = await buildApp({ config, database });
  // several processes starting on one database: the first admin and the demo seed are made once
  const credentials = await whileStartingAlone(database, async () => {
    const made = await ensureAdmin(app);
    if (config.SEED_DEMO) await seedDemo(app);
    return made;
  });
  let closeControl = async () => {};
  process.once('SIGINT', () => stop(app, database, () => closeControl(), 'SIGINT'));
  process.once('SIGTERM', () => stop(app, database, () => closeControl(), 'SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  // `npm run backup` asks this process for archives while it serves
  closeControl = await openControlSocket(app);
  // tells `npm run backup` that this process holds the embedded database
  await fs.writeFile(pidFile(config.dataDir), String(process.pid));
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
