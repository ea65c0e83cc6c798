import * as c from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import * as schema from '../db/schema.js';
import { type ApiResource, apiResource, type ContentTable } from './define.js';
import { registerResource } from './factory.js';

const table = (t: unknown) => t as ContentTable;

/**
 * Every generic resource: the contract's definition, its table, and any server-side extras.
 * A resource with behaviour of its own keeps it in a file beside this one.
 */
export const apiResources: ApiResource[] = [
  apiResource({ def: c.beritas, table: table(schema.beritas) }),
  apiResource({ def: c.beritakolaborasis, table: table(schema.beritakolaborasis) }),
  apiResource({ def: c.beritapartners, table: table(schema.beritapartners) }),
  apiResource({ def: c.programs, table: table(schema.programs) }),
  apiResource({ def: c.profilanggotas, table: table(schema.profilanggotas) }),
  apiResource({
    def: c.galeris,
    table: table(schema.galeris),
    requiredFileMessages: { gambarGaleri: c.messages.media.galleryMainImage },
  }),
];

export async function resourceRoutes(app: FastifyInstance) {
  for (const resource of apiResources) registerResource(app, resource);
}
