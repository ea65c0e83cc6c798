import { createHash, randomUUID } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';

/**
 * Public reads served from memory, one cache per app. Each entry names the resources its answer
 * was built from (a list that joins another resource names both); a write drops only the entries
 * that read the written resource, so a ticket order (stock of `tikets`) leaves the news cached.
 * An entry that does not say what it reads depends on everything (ANY) and goes on every write.
 * On a PostgreSQL server, writes are announced with NOTIFY so every process sharing the database
 * drops the same entries (stateless API processes behind a load balancer).
 */
const MAX_ENTRIES = 1000;
const CHANNEL = 'teater_public_cache';
/** "every resource": as a dependency, an entry any write drops; as a write, drops everything */
export const ANY = '*';

export type Resources = string | readonly string[];
const isResources = (value: unknown): value is Resources => typeof value === 'string' || Array.isArray(value);
const listOf = (resources: Resources): readonly string[] => (typeof resources === 'string' ? [resources] : resources);

export interface CacheEntry {
  /** the serialized answer, sent as is */
  body: string;
  etag: string;
  /** content type of body */
  type: string;
  status: number;
  /** body as bytes, encoded once: a string would be UTF-8 encoded again for every request */
  raw?: Buffer;
  /** compressed once, on the first request that accepts it */
  br?: Buffer;
  gzip?: Buffer;
}

/** Smaller bodies gain nothing from compression. */
const COMPRESS_FROM = 1024;

export class PublicCache {
  readonly #entries = new Map<string, { entry: CacheEntry; dependsOn: readonly string[] }>();
  /** resource -> keys of the entries that read it (ANY: entries that read everything) */
  readonly #keysOf = new Map<string, Set<string>>();
  /** counts invalidations; a load keeps its result only if nothing it read changed meanwhile */
  #generation = 0;
  readonly #changedAt = new Map<string, number>();
  #everythingChangedAt = 0;
  /** false while the cross-process channel is down: nothing is kept, so nothing can go stale */
  enabled = true;
  readonly #listeners = new Set<(resources: readonly string[]) => void>();

  get size() {
    return this.#entries.size;
  }

  /** A write to `resources` happened here: drop what read them and tell listeners (other processes). */
  invalidate(resources: Resources = ANY) {
    const list = listOf(resources);
    this.invalidateLocal(list);
    for (const listener of this.#listeners) listener(list);
  }

  /** Drops what read `resources` without telling listeners (a notification from another process). */
  invalidateLocal(resources: Resources = ANY) {
    const generation = ++this.#generation;
    for (const resource of listOf(resources)) {
      if (resource === ANY) {
        this.#everythingChangedAt = generation;
        this.#entries.clear();
        this.#keysOf.clear();
        return;
      }
      this.#changedAt.set(resource, generation);
      this.#dropReadersOf(resource);
    }
    this.#dropReadersOf(ANY);
  }

  onInvalidate(listener: (resources: readonly string[]) => void) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * The entry under key, loading and keeping it unless something it reads was written while
   * loading. `dependsOn`: the resources the answer is built from (ANY when not said).
   */
  async get(
    key: string,
    load: () => Promise<Omit<CacheEntry, 'etag'>>,
    dependsOn: Resources = ANY,
  ): Promise<CacheEntry> {
    const found = this.#entries.get(key);
    if (found) return found.entry;
    const startedAt = this.#generation;
    const loaded = await load();
    const entry = { ...loaded, etag: `"${createHash('sha1').update(loaded.body).digest('base64url')}"` };
    const reads = listOf(dependsOn);
    if (this.enabled && this.#unchangedSince(startedAt, reads)) {
      if (this.#entries.size >= MAX_ENTRIES) this.invalidateLocal(ANY);
      this.#entries.set(key, { entry, dependsOn: reads });
      for (const resource of reads) {
        const keys = this.#keysOf.get(resource) ?? new Set<string>();
        this.#keysOf.set(resource, keys.add(key));
      }
    }
    return entry;
  }

  #unchangedSince(generation: number, reads: readonly string[]) {
    if (this.#everythingChangedAt > generation) return false;
    if (reads.includes(ANY)) return this.#generation === generation;
    return reads.every((resource) => (this.#changedAt.get(resource) ?? 0) <= generation);
  }

  #dropReadersOf(resource: string) {
    const keys = this.#keysOf.get(resource);
    if (!keys) return;
    this.#keysOf.delete(resource);
    for (const key of keys) {
      const stored = this.#entries.get(key);
      if (!stored) continue;
      this.#entries.delete(key);
      for (const other of stored.dependsOn) if (other !== resource) this.#keysOf.get(other)?.delete(key);
    }
  }
}

const cacheOf = (app: FastifyInstance) => app.publicCache;
/** Every live cache of this process (normally one; tests build several apps). */
const live = new Set<PublicCache>();

/**
 * A write to `resources` (default: anything): drops the entries that read them, here and (on
 * PostgreSQL) in every other process. With an app: that app's cache. Without: every app's cache
 * in this process (for code that has no app at hand).
 */
export function invalidate(resources?: Resources): void;
export function invalidate(app: FastifyInstance, resources?: Resources): void;
export function invalidate(appOrResources?: FastifyInstance | Resources, resources?: Resources): void {
  if (appOrResources === undefined || isResources(appOrResources)) {
    for (const cache of live) cache.invalidate(appOrResources);
    return;
  }
  cacheOf(appOrResources).invalidate(resources);
}

/**
 * Sends an entry with its ETag (304 when the client already has it), brotli or gzip compressed
 * when accepted: compressed once per entry, not per request.
 */
export function sendEntry(reply: FastifyReply, request: FastifyRequest, entry: CacheEntry): FastifyReply {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  reply.status(entry.status).type(entry.type);
  entry.raw ??= Buffer.from(entry.body);
  if (entry.raw.length < COMPRESS_FROM) return reply.send(entry.raw);
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) {
    entry.br ??= brotliCompressSync(entry.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
    return reply.header('content-encoding', 'br').send(entry.br);
  }
  if (/\bgzip\b/.test(accepted)) {
    entry.gzip ??= gzipSync(entry.raw, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(entry.gzip);
  }
  return reply.send(entry.raw);
}

/**
 * A public JSON read: from the cache, else loaded, serialized once and kept until one of
 * `dependsOn` (the resources the answer is built from) is written.
 */
export async function readThrough(
  reply: FastifyReply,
  request: FastifyRequest,
  dependsOn: Resources,
  key: string,
  loadData: () => Promise<unknown>,
): Promise<FastifyReply> {
  const load = async () => ({
    // By the route's declared answer: the cached bytes hold only declared fields.
    body: String(reply.serialize(await loadData())),
    type: 'application/json; charset=utf-8',
    status: 200,
  });
  const entry = await cacheOf(request.server).get(key, load, dependsOn);
  return sendEntry(reply, request, entry);
}

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
 * Listens on a dedicated connection for other processes' writes and announces ours. While the
 * connection is down the cache keeps nothing (it cannot hear invalidations), and it retries.
 */
async function listenAcrossProcesses(app: FastifyInstance, cache: PublicCache, pool: pg.Pool) {
  const self = randomUUID();
  let client: pg.PoolClient | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    let connected: pg.PoolClient | undefined;
    try {
      const c = await pool.connect();
      connected = c;
      c.on('notification', (message) => {
        const [sender, resources] = splitPayload(message.payload);
        if (message.channel === CHANNEL && sender !== self) cache.invalidateLocal(resources);
      });
      // Stays attached after the client goes back to the pool (on close): an error then, e.g.
      // the database being dropped, is the pool's business, and must not release it twice.
      c.on('error', (error) => {
        if (client !== c) return;
        client = undefined;
        app.log.warn({ err: error }, 'cache: lost the LISTEN connection');
        c.release(error);
        down();
      });
      await c.query(`LISTEN ${CHANNEL}`);
      client = c;
      // Writes may have happened while we were not listening.
      cache.invalidateLocal(ANY);
      cache.enabled = true;
    } catch (error) {
      if (connected && client !== connected) connected.release(error instanceof Error ? error : true);
      app.log.warn({ err: error }, 'cache: cannot LISTEN, retrying');
      down();
    }
  };
  const down = () => {
    cache.enabled = false;
    cache.invalidateLocal(ANY);
    if (!closing && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, 1000);
      retry.unref();
    }
  };

  // Coalesced: one NOTIFY in flight at a time; writes meanwhile are announced together by the
  // next one. A burst of ticket orders costs a few NOTIFYs, not one pool round trip each.
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
  await connect();
  app.addHook('onClose', async () => {
    closing = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = undefined;
    if (c) {
      await c.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
      c.removeAllListeners('notification');
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
  // (The pool's own 'error' handler lives with the pool, in db/client.ts.)
  if (kind === 'postgres' && pool) await listenAcrossProcesses(app, cache, pool);
});

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}
