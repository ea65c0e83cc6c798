/**
 * The URL table: every route of the site, its links, menus and robots rules, assembled from the
 * pages of their own (static-routes.ts) and every resource's definition (`routes`, `menus`). The
 * server's page rendering, sitemap and robots.txt, the browser tests' route list and the web's
 * build (web/build-plugins/site-table.ts, which hands the browser this table as plain data) read
 * it; no URL is written anywhere else. Import it as `@teater/contract/site`.
 */
export * from './robots.js';
export * from './static-routes.js';
export * from './table.js';
