import type pg from 'pg';

/**
 * One advisory lock key for start-up work (migrations, the first admin, the demo seed): any
 * 64-bit number no other lock of this database uses.
 */
const STARTUP_LOCK = 7_212_019;

/**
 * Runs `work` while holding a session advisory lock on a connection of its own: server processes
 * starting together on one PostgreSQL database migrate and seed one after the other (the second
 * then finds the work done), never side by side. The lock goes with the connection if the process
 * dies. Without a pool (PGlite, one process) the work simply runs.
 */
export async function withStartupLock<T>(pool: pg.Pool | undefined, work: () => Promise<T>): Promise<T> {
  if (!pool) return work();
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** withStartupLock for an opened database (client.ts's Database). */
export const whileStartingAlone = <T>(database: { pool?: pg.Pool }, work: () => Promise<T>) =>
  withStartupLock(database.pool, work);
