import { API_BASE, routePath, withSite } from './links.js';
import { siteRoutes } from './table.js';
import type { SiteRoute } from './types.js';

/** A route's fixed beginning: the path before its first parameter (`/checkin/` of `/checkin/:id`). */
const fixedPart = (pattern: string, siteName: string) =>
  withSite(routePath(pattern), siteName, true).split(':')[0] ?? pattern;

const commonStart = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(0, i);
};

/** A shared beginning shorter than this (`/a`) would say nothing about where an area is. */
const MIN_PREFIX = 5;

/**
 * Areas search engines must not index, as robots.txt rules: every guarded route, those of one
 * area folded into their shared beginning (`/manage`, `/history-`). robots.txt rules are
 * prefixes, so a beginning that a public page shares is written exactly (`/subs$` leaves
 * `/subscription` indexable) and the area's children by their folder (`/subs/`).
 */
export function privatePrefixesOf(routes: readonly SiteRoute[], siteName: string): string[] {
  const publicPaths = routes.filter((r) => r.guard === 'public').map((r) => fixedPart(r.path, siteName));
  const coversPublic = (prefix: string) => publicPaths.some((path) => path.startsWith(prefix));
  const privatePaths = [
    ...new Set(routes.filter((r) => r.guard !== 'public').map((r) => fixedPart(r.path, siteName))),
  ].sort();

  const rules: string[] = [];
  let group: string[] = [];
  let shared = '';
  const close = () => {
    if (group.length === 1) rules.push(coversPublic(shared) ? `${shared}$` : shared);
    else if (group.length > 1)
      rules.push(shared.includes('/', 1) ? shared.slice(0, shared.lastIndexOf('/') + 1) : shared);
  };
  for (const path of privatePaths) {
    const joined = group.length ? commonStart(shared, path) : path;
    if (group.length && (joined.length < MIN_PREFIX || coversPublic(joined))) {
      close();
      group = [path];
      shared = path;
    } else {
      group.push(path);
      shared = joined;
    }
  }
  close();
  // and the REST API, by its first segment (`/api/`)
  return [...rules, API_BASE.replace(/[^/]+$/, '')];
}

/** The site's robots.txt rules. */
export const privatePrefixes = (siteName: string) => privatePrefixesOf(siteRoutes, siteName);
