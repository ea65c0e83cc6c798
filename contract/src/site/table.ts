import { type ResourceDef, type ResourceRegistry, resources } from '../resources/index.js';
import { adminNavOf, buildPaths, guardOf, menuLinksOf, routeKindOf } from './links.js';
import type { Paths } from './paths.js';
import { staticRoutes } from './static-routes.js';
import type { MenuEntry, MenuName, PlacedMenuEntry, SiteRoute } from './types.js';

const ownPages = Object.entries(staticRoutes);

const place = (entry: MenuEntry, to: string, guard: SiteRoute['guard']): PlacedMenuEntry => ({
  menu: entry.menu,
  order: entry.order,
  label: entry.label,
  to,
  hint: entry.hint,
  icon: entry.icon,
  group: entry.group,
  viaLogin: entry.viaLogin,
  guard,
});

/** One resource's routes, from its definition's `routes` (see ResourceDef.routes). */
export const routesOfResource = (resource: string, def: ResourceDef): SiteRoute[] =>
  Object.entries(def.routes ?? {}).map(([name, path]) => {
    const kind = routeKindOf(name, path);
    const route: SiteRoute = {
      key: `${resource}.${name}`,
      path,
      guard: guardOf(kind, def.access.read),
      kind,
      resource,
      name,
    };
    return def.pages?.[name]?.islands ? { ...route, islands: true } : route;
  });

/**
 * The URL table of a site: every route (pages of their own first, then each resource's, in
 * registry order) and every menu entry with the route it opens.
 */
export function siteTableOf(registry: ResourceRegistry) {
  const entries = Object.entries(registry);
  const siteRoutes: readonly SiteRoute[] = [
    ...ownPages.map(
      ([key, route]): SiteRoute => ({
        key,
        path: route.path,
        guard: 'guard' in route ? route.guard : 'public',
        kind: 'page',
        ...('islands' in route ? { islands: true } : {}),
      }),
    ),
    ...entries.flatMap(([resource, def]) => routesOfResource(resource, def)),
  ];
  const menuEntries: readonly PlacedMenuEntry[] = [
    ...ownPages.flatMap(([, route]) =>
      'menus' in route
        ? route.menus.map((entry: MenuEntry) => place(entry, route.path, 'guard' in route ? route.guard : 'public'))
        : [],
    ),
    ...entries.flatMap(([resource, def]) =>
      (def.menus ?? []).map((entry) => {
        const name = entry.to ?? (entry.menu === 'admin' ? 'admin' : 'list');
        const route = siteRoutes.find((one) => one.resource === resource && one.name === name);
        if (!route) throw new Error(`menu entry ${entry.label}: ${resource} has no route ${name}`);
        return place(entry, route.path, route.guard);
      }),
    ),
  ];
  return { siteRoutes, menuEntries };
}

/** The site's URL table. */
export const { siteRoutes, menuEntries } = siteTableOf(resources);

export const paths = buildPaths(siteRoutes) as Paths;

/** The links of one menu, in order. */
export const menuLinks = (menu: MenuName, siteName: string) => menuLinksOf(menuEntries, menu, siteName);

/** The admin side navigation. */
export const adminNav = (siteName: string) => adminNavOf(menuEntries, siteName);
