import { desc } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answers, rawAnswer } from '../answers.js';
import { escapeHtml as escapeXml } from '../escape-html.js';
import { itemUrl } from '../plugins/public-pages.js';
import { sendEntry } from '../resources/cache-http.js';
import { publishedNow } from '../resources/publishing.js';

/** The site's public origin: PUBLIC_URL when set, else what the request was addressed to. */
export const originOf = (app: FastifyInstance, request: FastifyRequest) =>
  (app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');

async function sitemapXml(app: FastifyInstance, origin: string) {
  const urls: { loc: string; lastmod?: Date }[] = app.site
    .listPages(app.config.SITE_NAME)
    .filter((page) => page.sitemap)
    .map(({ page }) => ({ loc: page }));
  for (const page of app.site.detailPages.filter((one) => one.declared.sitemap !== false)) {
    const rows = (await app.db
      .select({ id: page.table.id, updatedAt: page.table.updatedAt })
      .from(page.table)
      // drafts and scheduled items are not out yet
      .where(page.def.publishing ? publishedNow(page.table) : undefined)
      .orderBy(desc(page.table.id))) as { id: number; updatedAt: Date | null }[];
    for (const row of rows) urls.push({ loc: itemUrl(page, row.id), lastmod: row.updatedAt ?? undefined });
  }
  const body = urls
    .map(
      ({ loc, lastmod }) =>
        `  <url><loc>${escapeXml(origin + loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** sitemap.xml and robots.txt at the site root (not under /api/v1). */
export async function seoRoutes(app: FastifyInstance) {
  app.get(
    '/sitemap.xml',
    { schema: { response: answers({ 200: rawAnswer('application/xml', 'Peta situs') }) } },
    async (request, reply) => {
      const origin = originOf(app, request);
      // Cached like public reads: any write invalidates it.
      const entry = await app.publicCache.get(`sitemap:${origin}`, async () => ({
        body: await sitemapXml(app, origin),
        type: 'application/xml; charset=utf-8',
        status: 200,
      }));
      return sendEntry(reply, request, entry);
    },
  );

  app.get(
    '/robots.txt',
    { schema: { response: answers({ 200: rawAnswer('text/plain', 'Aturan perayap') }) } },
    async (request, reply) => {
      const lines = [
        'User-agent: *',
        ...app.site.privatePrefixes(app.config.SITE_NAME).map((p) => `Disallow: ${p}`),
        'Allow: /',
        '',
      ];
      lines.push(`Sitemap: ${originOf(app, request)}/sitemap.xml`, '');
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(lines.join('\n'));
    },
  );
}
