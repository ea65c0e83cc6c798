import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { UPLOAD_LIMITS } from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fillMissingWidths } from '../media/image-widths.js';
import { fileMediaStore } from '../media/store.js';

/** Multipart parsing, the media store, and public media at /media with long-lived caching. */
export const mediaPlugin = fp(async (app: FastifyInstance) => {
  const store = fileMediaStore(app.config.dataDir);
  app.decorate('media', store);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.video, files: 30, fields: 60, fieldSize: 1024 * 1024, parts: 100 },
  });
  const publicRoot = path.join(store.root, 'public');
  fs.mkdirSync(publicRoot, { recursive: true });
  // In the background: a large store takes minutes. Only after an upgrade that added a width is
  // there anything to do; until then a browser that picks the new width gets a 404 (alt text).
  app.addHook('onReady', () => {
    void fillMissingWidths(store)
      .then((filled) => filled > 0 && app.log.info(`made ${filled} missing image widths`))
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not make missing image widths'));
  });
  // Media names are random and never reused, so a file never changes behind its URL.
  await app.register(fastifyStatic, {
    root: publicRoot,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
    acceptRanges: true,
  });
});
