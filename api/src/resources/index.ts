import * as c from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import { articleExtras } from './articles.js';
import { type ServerExtras, type ServerResource, serverResource } from './define.js';
import { albumExtras } from './exclusive.js';
import { registerResource } from './factory.js';
import { landingExtras } from './landing.js';
import { publishScheduledItems } from './publishing.js';
import { contentTableOf } from './tables.js';
import { ticketExtras } from './tickets.js';

/**
 * What resources do on the server beyond their definition, by the spec's name; an ordinary resource has
 * nothing here. Each one's behaviour is in a file beside this one.
 */
const extras: Partial<Record<string, ServerExtras>> = {
  ...articleExtras,
  subsgaleri: albumExtras,
  ...landingExtras,
  tikets: ticketExtras,
};

/** The server side of every resource of the contract: its definition, its table and its extras. */
export const serverResources: ServerResource[] = Object.values(c.resources).map((def: c.ResourceDef) =>
  serverResource({ def, table: contentTableOf(def), ...extras[def.name] }),
);

export async function resourceRoutes(app: FastifyInstance) {
  for (const resource of serverResources) registerResource(app, resource);
  publishScheduledItems(app, serverResources);
}
