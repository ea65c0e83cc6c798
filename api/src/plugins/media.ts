import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { UPLOAD_LIMITS } from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
