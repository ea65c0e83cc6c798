import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public reads served from memory. Writes are rare (admins) and reads many, so any write drops
 * every entry: a list that joins another resource can never go stale.
 */
const MAX_ENTRIES = 1000;
const entries = new Map<string, { body: string; etag: string }>();
let generation = 0;
const listeners = new Set<() => void>();

export function invalidate(_resource?: string) {
  generation++;
  entries.clear();
  for (const listener of listeners) listener();
}

/** Called on every local write (used to tell other processes, see LISTEN/NOTIFY). */
export const onInvalidate = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Drops the cache without telling listeners (a notification from another process). */
export function invalidateLocal() {
  generation++;
  entries.clear();
}

export async function readThrough(
  reply: FastifyReply,
  request: FastifyRequest,
  _resource: string,
  key: string,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  let entry = entries.get(key);
  if (!entry) {
    const startedAt = generation;
    const body = JSON.stringify(await load());
    entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (startedAt === generation) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, entry);
    }
  }
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
