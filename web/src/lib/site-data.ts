/**
 * The URL table's data: every route and menu entry (contract/src/site). In the browser build this
 * module is replaced by the same data written out as plain values (web/build-plugins/site-table.ts):
 * the app needs every URL on every page, not the definitions they are declared in. Elsewhere
 * (Node tests) it is the table itself. Read it through lib/site-table.ts.
 */
export { menuEntries, siteRoutes } from '@teater/contract/site';
