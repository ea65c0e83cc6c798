import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { UPLOAD_LIMITS } from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { servedImageName } from '../media/avif-fallback.js';
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
  // In the background: a large store takes minutes. Only after an upgrade that added a width or a
  // format is there anything to do; until then a new width is a 404 (alt text) and an AVIF is
  // answered with its WebP (servedImageName).
  app.addHook('onReady', () => {
    void fillMissingWidths(store)
      .then((filled) => filled > 0 && app.log.info(`made ${filled} missing image widths`))
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not make missing image widths'));
  });
  await app.register(async (scope) => {
    // Only in this scope: the hook runs for /media requests alone.
    const imageDir = store.pathOf('public', 'i', '');
    scope.addHook('onRequest', async (request, reply) => {
      const name = /^i\/([\w-]+\.avif)$/.exec((request.params as { '*'?: string })['*'] ?? '')?.[1];
      if (!name) return;
      const served = await servedImageName(imageDir, name);
      if (served === name) return;
      // Not immutable: the AVIF will exist once fillMissingWidths reaches this image.
      return reply
        .header('cache-control', 'no-cache')
        .type('image/webp')
        .send(await fs.promises.readFile(path.join(imageDir, served)));
    });
    // Media names are random and never reused, so a file never changes behind its URL.
    await scope.register(fastifyStatic, {
      root: publicRoot,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
      acceptRanges: true,
    });
  });
});
