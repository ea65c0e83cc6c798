import type * as c from '@teater/contract';
import { galleryExtras } from './albums/index.js';
import { articleExtras } from './articles.js';
import { type ContentTable, type ServerExtras, type ServerResource, serverResource } from './define.js';
import { albumExtras } from './exclusive.js';
import { landingExtras } from './landing.js';
import { contentTableOf } from './tables.js';

/**
 * What the content's own resources do on the server beyond their definition, by the spec's name;
 * an ordinary resource has nothing here. Each one's behaviour is in a file beside this one; other
 * capabilities add theirs to the site (api/src/site.ts).
 */
export const contentExtras: Partial<Record<string, ServerExtras>> = {
  ...articleExtras,
  galeris: galleryExtras,
  subsgaleri: albumExtras,
  ...landingExtras,
};

/** The server side of every resource of a registry: its definition, its table and its extras. */
export const serverResourcesOf = (
  registry: c.ResourceRegistry,
  tableOf: (def: c.ResourceDef) => ContentTable = contentTableOf,
  extras: Partial<Record<string, ServerExtras>> = contentExtras,
): ServerResource[] =>
  Object.values(registry).map((def) => serverResource({ def, table: tableOf(def), ...extras[def.name] }));

export { invalidate } from './cache.js';
export { pageCacheKey } from './cache-front.js';
export { sendEntry } from './cache-http.js';
export type { Row, SaveContext, ServerExtras } from './define.js';
export { type DetailPage, itemUrl, pagedCall } from './public-pages.js';
export { originOf } from './seo.js';
export { contentTableOf } from './tables.js';
