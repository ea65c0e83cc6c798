import type { FastifyInstance } from 'fastify';
import type { ServerResource } from './define.js';
import { registerReads } from './resource-reads.js';
import { resourceRoutes } from './resource-routes.js';
import { registerWrites } from './resource-writes.js';

/** The list, detail, create, PUT, PATCH and DELETE routes of one resource. */
export function registerResource(app: FastifyInstance, resource: ServerResource) {
  const routes = resourceRoutes(app, resource);
  registerReads(routes);
  registerWrites(routes);
}
