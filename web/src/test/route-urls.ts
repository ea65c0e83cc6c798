import { type APIRequestContext, expect } from '@playwright/test';
import { API_BASE, type Guard, hrefOf, type ResourceKey, resources, routePath, withSite } from '@teater/contract';
import { siteRoutes } from '@teater/contract/site';
import { SITE_NAME } from '../lib/site';

/** Routes that need a token made by a flow (the sandbox checkouts): the flow opens them. */
const FLOW_ONLY = new Set(['paymentSandbox', 'donationCheckout']);

/**
 * The site's routes behind one guard ('public' for unguarded ones), from the URL table, flow-only
 * routes left out: as patterns (`/news/:id`, `/scripts/setiapscript?id=:id`) that urlFor opens.
 */
export const routesFor = (guard: Guard) =>
  siteRoutes.filter((r) => r.guard === guard && !FLOW_ONLY.has(r.key)).map((r) => withSite(r.path, SITE_NAME, true));

/** The first demo item's id of a list resource (the caller's session decides what it may read). */
export async function firstId(request: APIRequestContext, source: string): Promise<number> {
  const res = await request.get(source);
  expect(res.status(), `${source} answers`).toBe(200);
  const { data } = (await res.json()) as { data: { id: number }[] };
  const id = data[0]?.id;
  if (id === undefined) throw new Error(`${source} has no demo data`);
  return id;
}

/** The address to open for a route: a route with an id gets a real demo id of its resource. */
export async function urlFor(request: APIRequestContext, path: string): Promise<string> {
  const route = siteRoutes.find((r) => r.path === path || routePath(r.path) === path);
  if (!route?.resource || !route.path.includes(':id')) return path;
  const id = await firstId(request, `${API_BASE}${resources[route.resource as ResourceKey].path}`);
  return hrefOf(route.path, id);
}
