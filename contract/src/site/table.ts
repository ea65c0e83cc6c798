import { type ResourceDef, resources } from '../resources/index.js';
import { adminNavOf, buildPaths, guardOf, menuLinksOf, routeKindOf } from './links.js';
import type { Paths } from './paths.js';
import { staticRoutes } from './static-routes.js';
import type { MenuEntry, MenuName, PlacedMenuEntry, SiteRoute } from './types.js';

const ownPages = Object.entries(staticRoutes);
const resourceEntries = Object.entries(resources) as [string, ResourceDef][];

/** Every route of the site: pages of their own first, then each resource's, in table order. */
export const siteRoutes: readonly SiteRoute[] = [
  ...ownPages.map(
    ([key, route]): SiteRoute => ({
      key,
      path: route.path,
      guard: 'guard' in route ? route.guard : 'public',
      kind: 'page',
    }),
  ),
  ...resourceEntries.flatMap(([resource, def]) =>
    Object.entries(def.routes ?? {}).map(([name, path]): SiteRoute => {
      const kind = routeKindOf(name, path);
      return { key: `${resource}.${name}`, path, guard: guardOf(kind, def.access.read), kind, resource, name };
    }),
  ),
];

const place = (entry: MenuEntry, to: string, guard: SiteRoute['guard']): PlacedMenuEntry => ({
  menu: entry.menu,
  order: entry.order,
  label: entry.label,
  to,
  hint: entry.hint,
  icon: entry.icon,
  group: entry.group,
  guard,
});

/** Every menu entry of the site, with the route it opens. */
export const menuEntries: readonly PlacedMenuEntry[] = [
  ...ownPages.flatMap(([, route]) =>
    'menus' in route
      ? route.menus.map((entry: MenuEntry) => place(entry, route.path, 'guard' in route ? route.guard : 'public'))
      : [],
  ),
  ...resourceEntries.flatMap(([resource, def]) =>
    (def.menus ?? []).map((entry) => {
      const name = entry.to ?? (entry.menu === 'admin' ? 'admin' : 'list');
      const route = siteRoutes.find((one) => one.resource === resource && one.name === name);
      if (!route) throw new Error(`menu entry ${entry.label}: ${resource} has no route ${name}`);
      return place(entry, route.path, route.guard);
    }),
  ),
];

export const paths = buildPaths(siteRoutes) as Paths;

/** The links of one menu, in order. */
export const menuLinks = (menu: MenuName, siteName: string) => menuLinksOf(menuEntries, menu, siteName);

/** The admin side navigation. */
export const adminNav = (siteName: string) => adminNavOf(menuEntries, siteName);

/** A resource's route by name (`admin`, `adminAdd`, `list`, …) as a pattern; undefined when it has none. */
export const resourceRoute = (resource: string, name: string) =>
  siteRoutes.find((route) => route.resource === resource && route.name === name)?.path;
