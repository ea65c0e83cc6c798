import type { FastifyInstance } from 'fastify';
import { fileRoutes } from './file-routes.js';
import { imageRoutes } from './image-routes.js';

/** Media: images and protected files. */
export async function mediaApi(app: FastifyInstance) {
  await app.register(imageRoutes);
  await app.register(fileRoutes);
}
