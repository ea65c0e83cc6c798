/** The URL table as data, made at build by web/build-plugins/site-table.ts; read it through lib/site-table.ts. */
declare module 'virtual:site-table' {
  import type { PlacedMenuEntry, SiteRoute } from '@teater/contract';

  export const siteRoutes: readonly SiteRoute[];
  export const menuEntries: readonly PlacedMenuEntry[];
}
