import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CacheEntry, Resources } from './cache-store.js';

/** Smaller bodies gain nothing from compression. */
const COMPRESS_FROM = 1024;

/**
 * Sends an entry with its ETag (304 when the client already has it), brotli or gzip compressed
 * when accepted: compressed once per entry, not per request.
 */
export function sendEntry(reply: FastifyReply, request: FastifyRequest, entry: CacheEntry): FastifyReply {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  // an API answer is in the language asked for (core/locale.ts)
  if (request.url.startsWith('/api/')) reply.header('vary', 'accept-language');
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  reply.status(entry.status).type(entry.type);
  entry.raw ??= Buffer.from(entry.body);
  if (entry.raw.length < COMPRESS_FROM) return reply.send(entry.raw);
  reply.header('vary', request.url.startsWith('/api/') ? 'accept-language, accept-encoding' : 'accept-encoding');
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
  const entry = await request.server.publicCache.get(key, load, dependsOn);
  return sendEntry(reply, request, entry);
}
