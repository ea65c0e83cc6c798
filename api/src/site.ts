import * as c from '@teater/contract';
import { privatePrefixesOf, siteTableOf } from '@teater/contract/site';
import { announcementExtras } from './audience/announcements/extras.js';
import { ticketExtras } from './box-office/show-resource.js';
import { voucherExtras } from './box-office/voucher-resource.js';
import { photoAlbumsOf } from './content/albums/index.js';
import type { PhotoAlbum } from './content/albums/photo-routes.js';
import type { ContentTable, ServerExtras, ServerResource } from './content/define.js';
import { contentExtras, serverResourcesOf } from './content/index.js';
import { type DetailPage, type ListPage, publicPagesOf } from './content/public-pages.js';
import { contentTableOf } from './content/tables.js';
import { campaignExtras } from './donations/index.js';

/** The site an app serves: its resources' server sides, its routes, its public pages (app.site). */
export interface ServedSite {
  resources: ServerResource[];
  /** its photo albums (photos added, ordered and removed one by one) */
  albums: PhotoAlbum[];
  routes: readonly c.SiteRoute[];
  detailPages: DetailPage[];
  listPages(siteName: string): ListPage[];
  /** robots.txt's Disallow rules */
  privatePrefixes(siteName: string): string[];
}

/**
 * What each resource does on the server beyond its definition, by the spec's name: the content's
 * own, and those of the capabilities whose records are resources too (a show and its categories,
 * a voucher, an announcement).
 */
const resourceExtras: Partial<Record<string, ServerExtras>> = {
  ...contentExtras,
  tikets: ticketExtras,
  vouchers: voucherExtras,
  announcements: announcementExtras,
  kampanyes: campaignExtras,
};

/**
 * The site made of a registry of resources: the contract's by default. A test may serve more (a
 * fixture resource, with its table) to show that a definition is all a resource needs.
 */
export function servedSite(
  registry: c.ResourceRegistry = c.resources,
  tableOf: (def: c.ResourceDef) => ContentTable = contentTableOf,
): ServedSite {
  const { siteRoutes } = siteTableOf(registry);
  const resources = serverResourcesOf(registry, tableOf, resourceExtras);
  return {
    resources,
    albums: photoAlbumsOf(resources),
    routes: siteRoutes,
    ...publicPagesOf(siteRoutes, registry, tableOf),
    privatePrefixes: (siteName) => privatePrefixesOf(siteRoutes, siteName),
  };
}
