import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAccess } from '../accounts/index.js';
import { answers, rawAnswer, refusalsOf } from '../core/answers.js';
import { notFound } from '../core/http-error.js';
import { sendStored } from './send-stored.js';
import type { MediaFolder } from './store.js';

/** A stored name: the store's random hex id, an optional image width, an extension. Nothing else. */
const NAME = /^[a-f0-9]{32}(?:-\d{2,4})?\.[a-z0-9]{2,5}$/;
const FOLDERS = new Set<string>(['i', 'v', 'd']);

/**
 * GET /files/{i|v|d}/<name>: exclusive media (album images, videos, scripts) for admins and
 * active subscribers only. The caller is known by the session cookie, so <video src> and <img src>
 * work. Range requests are answered (206) for video seeking, streamed from the store. Nothing is
 * cached outside the browser's memory of this one response, so an expired subscriber's browser
 * keeps nothing.
 */
export async function fileRoutes(app: FastifyInstance) {
  // Set before the guard, so refusals (401/403) are not kept by any cache either.
  const privateHeaders = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'private, no-store');
    reply.header('x-content-type-options', 'nosniff');
  };

  const guarded = {
    onRequest: privateHeaders,
    preHandler: requireAccess('subscriber'),
    schema: {
      response: answers({ 200: rawAnswer('application/octet-stream', 'Berkas eksklusif (mendukung Range)') }, [
        ...refusalsOf('subscriber'),
        404,
      ]),
    },
  };
  app.get('/files/:folder/:name', guarded, async (request, reply) => {
    const { folder, name } = request.params as { folder: string; name: string };
    if (!FOLDERS.has(folder) || !NAME.test(name)) throw notFound();
    const key = app.media.keyOf('exclusive', folder as MediaFolder, name);
    return sendStored(request, reply, app.media.objects, key, 'private, no-store', 'private, no-store');
  });
}
