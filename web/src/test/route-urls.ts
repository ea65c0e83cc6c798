import { type APIRequestContext, expect } from '@playwright/test';
import { type Guard, siteRoutes } from '../app/route-table';

/** Detail routes (`:id` or `?id=`) and the list resource a real demo id is read from. */
const DETAIL_SOURCES: Record<string, string> = {
  '/news/:id': '/api/v1/beritas',
  '/collaboration/:id': '/api/v1/beritakolaborasis',
  '/partnership/:id': '/api/v1/beritapartners',
  '/program/:id': '/api/v1/programs',
  '/anggota/:id': '/api/v1/profilanggotas',
  '/photos/:id': '/api/v1/galeris',
  '/merch/:id': '/api/v1/products',
  '/sewa/:id': '/api/v1/merchs',
  '/scripts/setiapscript': '/api/v1/naskahs',
  '/tiket/kontentiket': '/api/v1/tiket',
  '/subs/kontenbukusubscribers/:id': '/api/v1/subsnaskahs',
  '/subs/kontenvideosubscribers/:id': '/api/v1/subsvideos',
  '/subs/kontengalerisubscribers/:id': '/api/v1/subsgaleri',
  '/managegallery/:id/foto': '/api/v1/galeris',
  '/managephotos/:id/foto': '/api/v1/subsgaleri',
};

/** Routes that need a token made by a flow (the sandbox checkout): the flow opens them. */
const FLOW_ONLY = new Set(['/payment/sandbox/:token']);

/** The site's route paths behind one guard ('public' for unguarded ones), flow-only routes left out. */
export const routesFor = (guard: Guard) =>
  siteRoutes.filter((r) => (r.guard ?? 'public') === guard && !FLOW_ONLY.has(r.path)).map((r) => r.path);

/** The first demo item's id of a list resource (the caller's session decides what it may read). */
export async function firstId(request: APIRequestContext, source: string): Promise<number> {
  const res = await request.get(source);
  expect(res.status(), `${source} answers`).toBe(200);
  const { data } = (await res.json()) as { data: { id: number }[] };
  const id = data[0]?.id;
  if (id === undefined) throw new Error(`${source} has no demo data`);
  return id;
}

/** The address to open for a route: detail routes get a real demo id. */
export async function urlFor(request: APIRequestContext, path: string): Promise<string> {
  const source = DETAIL_SOURCES[path];
  if (!source) return path;
  const id = await firstId(request, source);
  return path.includes(':id') ? path.replace(':id', String(id)) : `${path}?id=${id}`;
}
