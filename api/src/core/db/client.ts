import fs from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsFolder } from '../paths.js';
import { endPool } from './end-pool.js';
import { withStartupLock } from './startup-lock.js';

/**
 * One type for both drivers: the same PostgreSQL dialect, queried the same way. Queries name their
 * tables (core knows none of the capabilities' tables), so the client carries no schema.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle: queries inside it run on one connection, all or nothing. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction on it. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite only: the whole database as a tarball (a test's template) */
  dump?(): Promise<Blob>;
  /** the pg pool when on a server (LISTEN/NOTIFY, tests) */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/**
 * `postgres://…` runs on a PostgreSQL server through pg; otherwise PGlite, in-process, stored under
 * `dir` (or in memory when dir is 'memory://').
 */
/** PostgreSQL settings of the embedded database, sized for a small site (see openDatabase). */
const PGLITE_SETTINGS = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  'temp_buffers=2MB',
  '-c',
  'work_mem=4MB',
  '-c',
  'maintenance_work_mem=16MB',
];

export async function openDatabase(options: {
  url?: string;
  dir: string;
  /** an in-memory PGlite starts from this tarball (a dump) instead of an empty cluster */
  template?: Blob;
  /** the parent process holds the start-up lock (and has migrated): waiting for it would never end */
  startupLockHeld?: boolean;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection that dies (server restart, a dropped test database) must not crash the
    // process: the pool replaces it, and a query in flight fails on its own.
    pool.on('error', (error) => console.warn(`database: idle connection lost (${error.message})`));
    const db = drizzlePg(pool) as unknown as Db;
    // processes starting together: one migrates, the others wait and find nothing left to do
    const migrate = () => migratePg(drizzlePg(pool), { migrationsFolder });
    await (options.startupLockHeld ? migrate() : withStartupLock(pool, migrate));
    return { db, kind: 'postgres', pool, close: () => endPool(pool) };
  }
  return openPglite(options.dir, options.template);
}

/** The embedded database, loaded only when used (a server on PostgreSQL never loads PGlite). */
async function openPglite(dir: string, template?: Blob): Promise<Database> {
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const inMemory = dir === 'memory://';
  // pg_trgm backs list searches (trigram indexes), as on a PostgreSQL server. Memory: PostgreSQL's
  // default 128 MB of shared buffers live inside PGlite's WebAssembly memory and stay resident;
  // 16 MB hold this site's hot pages (decision 012: about 135 MB less resident memory, idle).
  const pgliteOptions = () => ({
    ...(inMemory ? (template ? { loadDataDir: template } : {}) : { dataDir: dir }),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  if (!inMemory && !fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    // Creating a database grows the WebAssembly memory to about 700 MB, and such memory never
    // shrinks: create it with a first instance, close that, and serve from a fresh one (~300 MB).
    fs.mkdirSync(dir, { recursive: true });
    const creating = new PGlite(pgliteOptions());
    await creating.waitReady;
    await creating.close();
  }
  const client = new PGlite(pgliteOptions());
  const db = drizzlePglite(client) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return { db, kind: 'pglite', dump: () => client.dumpDataDir('gzip'), close: () => client.close() };
}
