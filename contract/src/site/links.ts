import { slugify } from '../format.js';
import { resourceText } from '../i18n/en/resources.js';
import type { Access } from '../resource.js';
import {
  ADMIN_NAV_GROUPS,
  type AdminNavGroup,
  type Guard,
  type MenuEntry,
  type MenuLink,
  type MenuName,
  type PlacedMenuEntry,
  type RouteKind,
  type SiteRoute,
} from './types.js';

/**
 * What reading the URL table takes, without the table itself: the browser gets the table as data
 * (web/build-plugins/site-table.ts) and these helpers, so no page carries every definition.
 */

/** Where the REST API lives: every call is under it. */
export const API_BASE = '/api/v1';

/** `{site}` in a pattern or label: the company name (its slug in a path). */
export const withSite = (text: string, siteName: string, slug = false) =>
  text.replaceAll('{site}', slug ? slugify(siteName) || 'teater' : siteName);

/** What a resource's route shows, from its name and pattern (see ResourceDef.routes). */
export function routeKindOf(name: string, pattern: string): RouteKind {
  if (name === 'adminAdd') return 'adminAdd';
  if (name.startsWith('admin')) return 'admin';
  return pattern.includes(':id') ? 'detail' : 'list';
}

/** Who may open a resource's route: admins its screens, its readers its pages. */
export const guardOf = (kind: RouteKind, read: Access): Guard =>
  kind === 'admin' || kind === 'adminAdd' || read === 'superadmin' ? 'admin' : read;

/** The path a router matches: the pattern without its query (`/scripts/setiapscript`). */
export const routePath = (pattern: string) => pattern.split('?')[0] ?? pattern;

/** The query parameter that carries the id (`id` of `?id=:id`), if the id travels in the query. */
export const idQueryOf = (pattern: string) => /[?&](\w+)=:id\b/.exec(pattern)?.[1];

/** A link to a route: its parameter filled in (`/news/3`, `/scripts/setiapscript?id=3`). */
export const hrefOf = (pattern: string, value?: number | string) =>
  value === undefined || value === '' ? routePath(pattern) : pattern.replace(/:\w+/, encodeURIComponent(String(value)));

/** An entry of the admin side navigation (its manage screen unless `to` names another route). */
export const adminMenu = (group: AdminNavGroup, label: string, order: number, to?: string): MenuEntry => ({
  menu: 'admin',
  group,
  label,
  order,
  to,
});

const linkTo = (pattern: string) => {
  if (pattern.includes('{site}')) return (siteName: string) => withSite(pattern, siteName, true);
  return pattern.includes(':') ? (value: number | string) => hrefOf(pattern, value) : pattern;
};

/** Links to every route: `paths.login`, `paths.news.detail(3)`, `paths.about(siteName)` (see Paths). */
export function buildPaths(routes: readonly SiteRoute[]): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const route of routes) {
    if (!route.resource) {
      paths[route.key] = linkTo(route.path);
      continue;
    }
    const own = (paths[route.resource] ?? {}) as Record<string, unknown>;
    own[route.name ?? ''] = linkTo(route.path);
    paths[route.resource] = own;
  }
  return paths;
}

/** The links of one menu, in order, for a company name. */
export function menuLinksOf(entries: readonly PlacedMenuEntry[], menu: MenuName, siteName: string): MenuLink[] {
  return entries
    .filter((entry) => entry.menu === menu)
    .sort((a, b) => a.order - b.order)
    .map(({ menu: _menu, order: _order, label, hint, ...link }) => ({
      ...link,
      // read in the language of the moment (the links are often kept in a constant at start)
      get label() {
        return withSite(resourceText(label), siteName);
      },
      get hint() {
        return hint === undefined ? undefined : resourceText(hint);
      },
      to: routePath(withSite(link.to, siteName, true)),
    }));
}

export interface AdminNavSection {
  label: string;
  links: MenuLink[];
}

/** The admin side navigation: its groups in order, each with its links. */
export function adminNavOf(entries: readonly PlacedMenuEntry[], siteName: string): AdminNavSection[] {
  const links = menuLinksOf(entries, 'admin', siteName);
  return Object.entries(ADMIN_NAV_GROUPS).map(([group, label]) => ({
    get label() {
      return resourceText(label);
    },
    links: links.filter((link) => link.group === group),
  }));
}
