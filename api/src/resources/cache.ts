import { createHash, randomUUID } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';

/**
 * Public reads served from memory, one cache per app. Writes are rare (admins) and reads many, so
 * any write drops every entry: a list that joins another resource can never go stale. On a
 * PostgreSQL server, writes are announced with NOTIFY so every process sharing the database drops
 * its cache too (stateless API processes behind a load balancer).
 */
const MAX_ENTRIES = 1000;
const CHANNEL = 'teater_public_cache';

export interface CacheEntry {
  /** the serialized answer, sent as is */
  body: string;
  etag: string;
  /** content type of body */
  type: string;
  status: number;
  /** compressed once, on the first request that accepts it */
  br?: Buffer;
  gzip?: Buffer;
}

/** Smaller bodies gain nothing from compression. */
const COMPRESS_FROM = 1024;

export class PublicCache {
  readonly #entries = new Map<string, CacheEntry>();
  #generation = 0;
  /** false while the cross-process channel is down: nothing is kept, so nothing can go stale */
  enabled = true;
  readonly #listeners = new Set<(resource: string) => void>();

  get size() {
    return this.#entries.size;
  }

  /** A write happened here: drop everything and tell listeners (other processes). */
  invalidate(resource = '*') {
    this.invalidateLocal();
    for (const listener of this.#listeners) listener(resource);
  }

  /** Drops the cache without telling listeners (a notification from another process). */
  invalidateLocal() {
    this.#generation++;
    this.#entries.clear();
  }

  onInvalidate(listener: (resource: string) => void) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The entry under key, loading and keeping it unless a write happened while loading. */
  async get(key: string, load: () => Promise<Omit<CacheEntry, 'etag'>>): Promise<CacheEntry> {
    const found = this.#entries.get(key);
    if (found) return found;
    const startedAt = this.#generation;
    const loaded = await load();
    const entry = { ...loaded, etag: `"${createHash('sha1').update(loaded.body).digest('base64url')}"` };
    if (this.enabled && startedAt === this.#generation) {
      if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
      this.#entries.set(key, entry);
    }
    return entry;
  }
}

const cacheOf = (app: FastifyInstance) => app.publicCache;
/** Every live cache of this process (normally one; tests build several apps). */
const live = new Set<PublicCache>();

/**
 * Drops every public-read cache entry, here and (on PostgreSQL) in every other process.
 * With an app: that app's cache. Without: every app's cache in this process (for code that has
 * no app at hand).
 */
export function invalidate(resource?: string): void;
export function invalidate(app: FastifyInstance, resource?: string): void;
export function invalidate(appOrResource?: FastifyInstance | string, resource?: string): void {
  if (appOrResource === undefined || typeof appOrResource === 'string') {
    for (const cache of live) cache.invalidate(appOrResource);
    return;
  }
  cacheOf(appOrResource).invalidate(resource);
}

/**
 * Sends an entry with its ETag (304 when the client already has it), brotli or gzip compressed
 * when accepted: compressed once per entry, not per request.
 */
export function sendEntry(reply: FastifyReply, request: FastifyRequest, entry: CacheEntry): FastifyReply {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  reply.status(entry.status).type(entry.type);
  if (entry.body.length < COMPRESS_FROM) return reply.send(entry.body);
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) {
    entry.br ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
    return reply.header('content-encoding', 'br').send(entry.br);
  }
  if (/\bgzip\b/.test(accepted)) {
    entry.gzip ??= gzipSync(entry.body, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(entry.gzip);
  }
  return reply.send(entry.body);
}

/** A public JSON read: from the cache, else loaded, serialized once and kept. */
export async function readThrough(
  reply: FastifyReply,
  request: FastifyRequest,
  _resource: string,
  key: string,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const entry = await cacheOf(request.server).get(key, async () => ({
    body: JSON.stringify(await load()),
    type: 'application/json; charset=utf-8',
    status: 200,
  }));
  return sendEntry(reply, request, entry);
}

/**
 * Listens on a dedicated connection for other processes' writes and announces ours. While the
 * connection is down the cache keeps nothing (it cannot hear invalidations), and it retries.
 */
async function listenAcrossProcesses(app: FastifyInstance, cache: PublicCache, pool: pg.Pool) {
  const self = randomUUID();
  let client: pg.PoolClient | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    try {
      const c = await pool.connect();
      c.on('notification', (message) => {
        if (message.channel === CHANNEL && !message.payload?.startsWith(`${self}:`)) cache.invalidateLocal();
      });
      c.on('error', (error) => {
        app.log.warn({ err: error }, 'cache: lost the LISTEN connection');
        c.release(error);
        if (client === c) client = undefined;
        down();
      });
      await c.query(`LISTEN ${CHANNEL}`);
      client = c;
      // Writes may have happened while we were not listening.
      cache.invalidateLocal();
      cache.enabled = true;
    } catch (error) {
      app.log.warn({ err: error }, 'cache: cannot LISTEN, retrying');
      down();
    }
  };
  const down = () => {
    cache.enabled = false;
    cache.invalidateLocal();
    if (!closing && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, 1000);
      retry.unref();
    }
  };

  cache.onInvalidate((resource) => {
    pool.query('SELECT pg_notify($1, $2)', [CHANNEL, `${self}:${resource}`]).catch((error: unknown) => {
      app.log.error({ err: error }, 'cache: NOTIFY failed');
    });
  });
  await connect();
  app.addHook('onClose', async () => {
    closing = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = undefined;
    if (c) {
      await c.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
      c.release();
    }
  });
}

/** Decorates app.publicCache; on a PostgreSQL server, keeps it coherent across processes. */
export const cachePlugin = fp(async (app: FastifyInstance) => {
  const cache = new PublicCache();
  app.decorate('publicCache', cache);
  live.add(cache);
  app.addHook('onClose', async () => {
    live.delete(cache);
  });
  const { pool, kind } = app.database;
  if (kind === 'postgres' && pool) await listenAcrossProcesses(app, cache, pool);
});

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}
