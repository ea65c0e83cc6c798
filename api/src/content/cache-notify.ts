import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { ANY, type PublicCache } from './cache-store.js';

/**
 * Keeps a process's cache coherent with the others sharing one PostgreSQL server: writes are
 * announced with NOTIFY on one channel, and other processes' announcements drop the same entries.
 */
const CHANNEL = 'teater_public_cache';

/** `sender:resource,resource`; a payload without resources means everything. */
function splitPayload(payload: string | undefined): [string, string[]] {
  const at = payload?.indexOf(':') ?? -1;
  if (!payload || at < 0) return ['', [ANY]];
  const resources = payload
    .slice(at + 1)
    .split(',')
    .filter(Boolean);
  return [payload.slice(0, at), resources.length ? resources : [ANY]];
}

/**
 * Announces this process's writes. Coalesced: one NOTIFY in flight at a time; writes meanwhile
 * are announced together by the next one. A burst of ticket orders costs a few NOTIFYs, not one
 * pool round trip each.
 */
function announceWrites(app: FastifyInstance, cache: PublicCache, pool: pg.Pool, self: string) {
  const pending = new Set<string>();
  let sending = false;
  const flush = async () => {
    sending = true;
    while (pending.size > 0) {
      const resources = pending.has(ANY) ? [ANY] : [...pending];
      pending.clear();
      await pool
        .query('SELECT pg_notify($1, $2)', [CHANNEL, `${self}:${resources.join(',')}`])
        .catch((error: unknown) => app.log.error({ err: error }, 'cache: NOTIFY failed'));
    }
    sending = false;
  };
  cache.onInvalidate((resources) => {
    for (const resource of resources) pending.add(resource);
    if (!sending) void flush();
  });
}

/**
 * Listens on a dedicated connection for other processes' writes. While the connection is down
 * the cache keeps nothing (it cannot hear invalidations), and it retries every second.
 */
class Listener {
  #client: pg.PoolClient | undefined;
  #closing = false;
  #retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly cache: PublicCache,
    private readonly pool: pg.Pool,
    private readonly self: string,
  ) {}

  async connect() {
    let connected: pg.PoolClient | undefined;
    try {
      const c = await this.pool.connect();
      connected = c;
      c.on('notification', (message) => {
        const [sender, resources] = splitPayload(message.payload);
        if (message.channel === CHANNEL && sender !== this.self) this.cache.invalidateLocal(resources);
      });
      // Stays attached after the client goes back to the pool (on close): an error then, e.g.
      // the database being dropped, is the pool's business, and must not release it twice.
      c.on('error', (error) => {
        if (this.#client !== c) return;
        this.#client = undefined;
        this.app.log.warn({ err: error }, 'cache: lost the LISTEN connection');
        c.release(error);
        this.#down();
      });
      await c.query(`LISTEN ${CHANNEL}`);
      this.#client = c;
      // Writes may have happened while we were not listening.
      this.cache.invalidateLocal(ANY);
      this.cache.enabled = true;
    } catch (error) {
      if (connected && this.#client !== connected) connected.release(error instanceof Error ? error : true);
      this.app.log.warn({ err: error }, 'cache: cannot LISTEN, retrying');
      this.#down();
    }
  }

  #down() {
    this.cache.enabled = false;
    this.cache.invalidateLocal(ANY);
    if (!this.#closing && !this.#retry) {
      this.#retry = setTimeout(() => {
        this.#retry = undefined;
        void this.connect();
      }, 1000);
      this.#retry.unref();
    }
  }

  async close() {
    this.#closing = true;
    if (this.#retry) clearTimeout(this.#retry);
    const c = this.#client;
    this.#client = undefined;
    if (c) {
      await c.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
      c.removeAllListeners('notification');
      c.release();
    }
  }
}

/** Hears other processes' writes and announces ours, until the app closes. */
export async function listenAcrossProcesses(app: FastifyInstance, cache: PublicCache, pool: pg.Pool) {
  const self = randomUUID();
  const listener = new Listener(app, cache, pool, self);
  announceWrites(app, cache, pool, self);
  await listener.connect();
  app.addHook('onClose', () => listener.close());
}
