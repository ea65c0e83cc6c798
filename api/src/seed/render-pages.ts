import { routePath, withSite } from '@teater/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Renders every public page that needs no id, as a visitor's first request would: each page's
 * first render makes its link-preview card (media/preview-card.ts), with sharp. Done by the demo
 * seed's child process, so the server never loads sharp for the pages a new site shows first.
 */
export async function renderPublicPages(app: FastifyInstance) {
  for (const route of app.site.routes) {
    if (route.guard !== 'public' || route.path.includes(':')) continue;
    const url = withSite(routePath(route.path), app.config.SITE_NAME, true);
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    if (res.statusCode >= 500) app.log.warn(`rendering ${url} after the demo seed: ${res.statusCode}`);
  }
}
