import type pg from 'pg';

/**
 * Ends a pool and waits until each of its connections is closed. `pool.end()` alone resolves
 * when the connections are told to end, not when they have: a database dropped right after
 * (tests, benchmarks) would terminate a connection still closing, and the pool would raise that as
 * an error nobody listens to any more.
 */
export async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}
