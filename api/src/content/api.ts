import type { FastifyInstance } from 'fastify';
import { registerAlbumPhotos } from './albums/photo-routes.js';
import { registerResource } from './factory.js';
import { publishScheduledItems } from './publishing.js';

/** Content: the REST routes of every resource of the site the app serves (app.site), through the resource factory. */
export async function contentApi(app: FastifyInstance) {
  for (const resource of app.site.resources) registerResource(app, resource);
  for (const album of app.site.albums) registerAlbumPhotos(app, album);
  publishScheduledItems(app, app.site.resources);
}
