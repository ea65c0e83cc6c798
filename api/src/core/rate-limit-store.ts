import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client.js';

interface Counted {
  hits: number;
  ttl: number;
}

/**
 * Counts a hit of `key` in a window of `windowMs`, in one statement: a new key or an ended window
 * starts at 1, otherwise the count goes up. The row lock of the upsert orders concurrent hits from
 * any number of processes, so together they are held to one limit.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Counted> {
  const result = await db.execute(sql`
    INSERT INTO rate_limits (key, hits, resets_at)
    VALUES (${key}, 1, now() + ${windowMs}::int * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.resets_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
      resets_at = CASE WHEN rate_limits.resets_at <= now() THEN excluded.resets_at ELSE rate_limits.resets_at END
    RETURNING hits, greatest(0, ceil(extract(epoch FROM resets_at - now()) * 1000))::int AS ttl`);
  const [row] = (result as unknown as { rows: Counted[] }).rows;
  if (!row) throw new Error('rate limit upsert returned nothing');
  return row;
}

/** Takes back one hit of `key` (an attempt that turned out legitimate), never below zero. */
export async function giveBackHit(db: Db, key: string): Promise<void> {
  await db.execute(sql`UPDATE rate_limits SET hits = greatest(0, hits - 1) WHERE key = ${key} AND resets_at > now()`);
}

async function readHits(db: Db, key: string): Promise<Counted> {
  const result = await db.execute(sql`
    SELECT hits, greatest(0, ceil(extract(epoch FROM resets_at - now()) * 1000))::int AS ttl
    FROM rate_limits WHERE key = ${key} AND resets_at > now()`);
  return (result as unknown as { rows: Counted[] }).rows[0] ?? { hits: 0, ttl: 0 };
}

/**
 * The store of @fastify/rate-limit in the database (table rate_limits): every server process
 * counts against the same limits, on PostgreSQL as on the embedded database. Each route's
 * counters are apart (`child`), as with the plugin's in-memory store.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  // the plugin's typings describe child()'s argument as the route's options; it is given the merged
  // limit parameters, with the route under routeInfo
  class DatabaseStore {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      countHit(db, `${this.prefix}${key}`, windowMs).then(
        ({ hits, ttl }) => callback(null, { current: hits, ttl }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void) {
      readHits(db, `${this.prefix}${key}`).then(
        ({ hits, ttl }) => callback(null, { current: hits, ttl }),
        (error: Error) => callback(error),
      );
    }

    child(options: { routeInfo?: { method?: string | string[]; url?: string } }) {
      const { method, url } = options.routeInfo ?? {};
      return new DatabaseStore(`${[method].flat().join(',')} ${url ?? ''}|`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
