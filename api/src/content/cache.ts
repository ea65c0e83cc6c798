import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listenAcrossProcesses } from './cache-notify.js';
import { PublicCache, type Resources } from './cache-store.js';

/**
 * The public read cache of an app (decision 003): the store (cache-store.ts), its coherence across
 * processes (cache-notify.ts) and its HTTP answers (cache-http.ts); here the plugin and
 * `invalidate`, which every write calls.
 */
const isResources = (value: unknown): value is Resources => typeof value === 'string' || Array.isArray(value);

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
  appOrResources.publicCache.invalidate(resources);
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
  // (The pool's own 'error' handler lives with the pool, in core/db/client.ts.)
  if (kind === 'postgres' && pool) await listenAcrossProcesses(app, cache, pool);
});

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}
