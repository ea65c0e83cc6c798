import * as c from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import * as schema from '../db/schema.js';
import { galleryResource, photoAlbums } from './albums/index.js';
import { registerAlbumPhotos } from './albums/photo-routes.js';
import { articleResource } from './articles.js';
import { catalogueResources } from './catalogue.js';
import { type ApiResource, apiResource, type ContentTable } from './define.js';
import { exclusiveResources } from './exclusive.js';
import { registerResource } from './factory.js';
import { landingResources } from './landing.js';
import { publishScheduledItems } from './publishing.js';
import { ticketResource } from './tickets.js';

const table = (t: unknown) => t as ContentTable;

/**
 * Every generic resource: the contract's definition, its table, and any server-side extras.
 * A resource with behaviour of its own keeps it in a file beside this one.
 */
export const apiResources: ApiResource[] = [
  articleResource(c.beritas, table(schema.beritas)),
  articleResource(c.beritakolaborasis, table(schema.beritakolaborasis)),
  articleResource(c.beritapartners, table(schema.beritapartners)),
  apiResource({ def: c.programs, table: table(schema.programs) }),
  apiResource({ def: c.profilanggotas, table: table(schema.profilanggotas) }),
  galleryResource,
  ...exclusiveResources,
  ...catalogueResources,
  ...landingResources,
  ticketResource,
];

export async function resourceRoutes(app: FastifyInstance) {
  for (const resource of apiResources) registerResource(app, resource);
  for (const album of photoAlbums) registerAlbumPhotos(app, album);
  publishScheduledItems(app, apiResources);
}
