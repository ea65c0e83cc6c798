import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../core/http-error.js';
import { contentTypeOf } from './content-type.js';
import { openServed } from './image-fallback.js';
import { type ObjectStore, RangeNotSatisfiable, type WantedRange } from './objects/object-store.js';

/**
 * The one range this server answers: `bytes=a-b`, `bytes=a-` or `bytes=-n`. Several ranges, or
 * anything malformed, are ignored and the whole object is sent, as HTTP allows.
 */
export function parseRange(header: string | undefined): WantedRange | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') return { suffix: Number(to) };
  const start = Number(from);
  if (to === '') return { start };
  const end = Number(to);
  return end < start ? undefined : { start, end };
}

/**
 * Answers a request with a stored object, streamed from the store (never read whole into memory):
 * its type, ETag and Last-Modified, 304 for a matching If-None-Match, 206 for a byte range (video
 * seeking), 416 for a range past its end. `cacheControl` is sent with it; an AVIF answered with
 * its WebP, which will change once the AVIF exists, gets `fallbackCacheControl`.
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  objects: ObjectStore,
  key: string,
  cacheControl: string,
  fallbackCacheControl = 'no-cache',
): Promise<FastifyReply> {
  // If-Range with a date or another ETag: the client's copy is stale, so it gets the whole object
  const ifRange = request.headers['if-range'];
  let wanted = parseRange(request.headers.range);
  let opened: Awaited<ReturnType<typeof openServed>>;
  try {
    opened = await openServed(objects, key, wanted);
    if (opened && wanted && ifRange && ifRange !== opened.object.etag) {
      opened.object.body.destroy();
      wanted = undefined;
      opened = await openServed(objects, key);
    }
  } catch (error) {
    if (!(error instanceof RangeNotSatisfiable)) throw error;
    return reply.status(416).header('content-range', `bytes */${error.size}`).send();
  }
  if (!opened) throw notFound();
  const { object, servedKey } = opened;
  reply
    .header('content-type', contentTypeOf(servedKey))
    .header('accept-ranges', 'bytes')
    .header('etag', object.etag)
    .header('last-modified', object.lastModified.toUTCString())
    .header('cache-control', servedKey === key ? cacheControl : fallbackCacheControl);

  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === object.etag)) {
    object.body.destroy();
    return reply.status(304).send();
  }
  const { range } = object;
  if (range) {
    reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
  }
  reply.header('content-length', String(range ? range.end - range.start + 1 : object.size));
  if (request.method === 'HEAD') {
    // Fastify's HEAD route would read a stream to its end (the whole object, from the store) and
    // answers no body with a length of 0: an empty stream keeps the object's length, reads nothing.
    object.body.destroy();
    return reply.send(Readable.from([]));
  }
  // a visitor who goes away mid-video stops the read from the store too
  reply.raw.once('close', () => object.body.destroy());
  return reply.send(object.body);
}
