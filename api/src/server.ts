import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app.js';
import { type Config, loadConfig } from './core/config.js';
import { type Database, openDatabase } from './core/db/client.js';
import { whileStartingAlone } from './core/db/startup-lock.js';
import { openControlSocket } from './operations/control-socket.js';
import { ensureAdmin } from './seed/admin.js';
import { seedDemo } from './seed/demo.js';
import { renderPublicPages } from './seed/render-pages.js';
import { demoSeedPending, SEED_ONLY, seedInChildProcess } from './seed/seed-process.js';

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

const open = async (config: Config, startupLockHeld = false) => {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dir: path.join(config.dataDir, 'db'),
    startupLockHeld,
  });
  return { database, app: await buildApp({ config, database }) };
};

const closeBoth = async ({ app, database }: Awaited<ReturnType<typeof open>>) => {
  await app.close();
  await database.close();
};

/**
 * Opens the database and builds the app; migrates and makes the first admin. A demo seed still to
 * do runs in a child process (seed-process.ts: what it grows, it takes with it); on the embedded
 * database, while this one has it closed: PGlite is one process's at a time.
 */
async function prepare(config: Config) {
  const embedded = !config.DATABASE_URL;
  // a new site: the child creates the embedded database and seeds it before this process opens it
  // at all (every instance this process opened would leave its memory behind: measured 420 MB)
  if (embedded && config.SEED_DEMO && !existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'))) {
    await seedInChildProcess();
  }
  let opened = await open(config);
  // several processes starting on one database: the first admin and the demo seed are made once
  const credentials = await whileStartingAlone(opened.database, async () => {
    const made = await ensureAdmin(opened.app);
    if (config.SEED_DEMO && (await demoSeedPending(opened.database.db))) {
      // on PostgreSQL the lock held here keeps other processes waiting while the child seeds
      if (embedded) await closeBoth(opened);
      await seedInChildProcess();
      if (embedded) opened = await open(config);
    }
    return made;
  });
  return { ...opened, credentials };
}

/**
 * The child of seedInChildProcess: seeds the demo, then renders the public pages once, which makes
 * their link-preview cards (sharp and its buffers stay in this process, not the server's).
 */
async function seedOnly(config: Config) {
  // on PostgreSQL the parent waits for this process with the start-up lock held (see prepare)
  const opened = await open(config, true);
  try {
    await seedDemo(opened.app);
    await renderPublicPages(opened.app);
  } finally {
    await closeBoth(opened);
  }
}

/** `npm start`: migrate, seed, serve. */
async function main() {
  const config = loadConfig();
  if (process.argv.includes(SEED_ONLY)) {
    await seedOnly(config);
    process.exit(0);
  }
  const { app, database, credentials } = await prepare(config);
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
