import fs from 'node:fs';
import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS } from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../core/http-error.js';
import { fillMissingWidths } from './image-widths.js';
import { openObjectStore } from './objects/open-store.js';
import { sendStored } from './send-stored.js';
import { mediaStore } from './store.js';

/** A public media path: a folder of ours and a stored name; nothing else reaches the store. */
const PUBLIC_PATH = /^(?:i|v|d|og)\/[\w-]+\.[a-z0-9]{2,5}$/;
/** Media names are random and never reused, so an object never changes behind its URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Multipart parsing, the media store, and public media at /media with long-lived caching. */
export const mediaPlugin = fp(async (app: FastifyInstance) => {
  const store = mediaStore(await openObjectStore(app.config), app.config.dataDir);
  app.decorate('media', store);
  fs.mkdirSync(store.tempRoot, { recursive: true });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.video, files: 30, fields: 60, fieldSize: 1024 * 1024, parts: 100 },
  });
  app.log.info(`media are kept in ${store.objects.describe}`);
  // In the background: a large store takes minutes. Only after an upgrade that added a width or a
  // format is there anything to do; until then a file not made yet is answered with the WebP of
  // its width or the full-size one (media/image-fallback.ts).
  app.addHook('onReady', () => {
    void fillMissingWidths(store)
      .then((filled) => filled > 0 && app.log.info(`made ${filled} missing image widths`))
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not make missing image widths'));
  });
  // Streamed from the store by this server, whichever store it is (decision 010).
  app.get('/media/*', async (request, reply) => {
    const rest = (request.params as { '*'?: string })['*'] ?? '';
    if (!PUBLIC_PATH.test(rest)) throw notFound();
    return sendStored(request, reply, store.objects, `public/${rest}`, IMMUTABLE);
  });
});
