import { LANGUAGE_NAMES, LOCALES, type Locale, localePath } from '@teater/contract';
import { desc } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answers, rawAnswer } from '../core/answers.js';
import { escapeHtml as escapeXml } from '../core/escape-html.js';
import { withLocale } from '../core/locale.js';
import { sendEntry } from './cache-http.js';
import { type DetailPage, itemUrl } from './public-pages.js';
import { publishedNow } from './publishing.js';

/** The site's public origin: PUBLIC_URL when set, else what the request was addressed to. */
export const originOf = (app: FastifyInstance, request: FastifyRequest) =>
  (app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');

interface SitemapEntry {
  /** the spec route (the Indonesian address) */
  path: string;
  lastmod?: Date;
  /** a news item: its title in the sitemap's language and its publication (Google News' extension) */
  news?: { title: string; published: Date };
}

/** The title column of a news item's page, and its English beside it (a translatable field). */
function articleColumns(page: DetailPage) {
  const table = page.table as unknown as Record<string, PgColumn | undefined>;
  const field = page.declared.preview.title;
  return { title: table[field], titleEn: table[`${field}_en`] };
}

async function entriesOf(app: FastifyInstance, page: DetailPage, locale: Locale): Promise<SitemapEntry[]> {
  const article = page.declared.structured === 'article' ? articleColumns(page) : undefined;
  const rows = (await app.db
    .select({
      id: page.table.id,
      updatedAt: page.table.updatedAt,
      ...(article?.title && { title: article.title, createdAt: page.table.createdAt }),
      ...(article?.titleEn && { titleEn: article.titleEn }),
    })
    .from(page.table)
    // drafts and scheduled items are not out yet
    .where(page.def.publishing ? publishedNow(page.table) : undefined)
    .orderBy(desc(page.table.id))) as SitemapRow[];
  return rows.map((row) => ({
    path: itemUrl(page, row.id),
    lastmod: row.updatedAt ?? undefined,
    news:
      typeof row.title === 'string' && row.createdAt
        ? { title: (locale === 'en' && row.titleEn) || row.title, published: row.createdAt }
        : undefined,
  }));
}

interface SitemapRow {
  id: number;
  updatedAt: Date | null;
  title?: string;
  titleEn?: string | null;
  createdAt?: Date;
}

/** One `<url>`: its address in the sitemap's language and the page's address in every language. */
function urlXml(origin: string, locale: Locale, site: string, { path, lastmod, news }: SitemapEntry) {
  const at = (l: Locale) => escapeXml(origin + localePath(path, l));
  const alternates = LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${at(l)}"/>`);
  alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${at('id')}"/>`);
  const parts = [`<loc>${at(locale)}</loc>`, ...alternates];
  if (lastmod) parts.push(`<lastmod>${lastmod.toISOString()}</lastmod>`);
  if (news) {
    parts.push(
      `<news:news><news:publication><news:name>${escapeXml(site)}</news:name><news:language>${locale}</news:language></news:publication>` +
        `<news:publication_date>${news.published.toISOString()}</news:publication_date><news:title>${escapeXml(news.title)}</news:title></news:news>`,
    );
  }
  return `  <url>${parts.join('')}</url>`;
}

/** The sitemap of one language's addresses (`/sitemap.xml` Indonesian, `/en/sitemap.xml` English). */
async function sitemapXml(app: FastifyInstance, origin: string, locale: Locale) {
  const site = app.config.SITE_NAME;
  const urls: SitemapEntry[] = withLocale(locale, () => app.site.listPages(site))
    .filter((page) => page.sitemap)
    .map(({ page }) => ({ path: page }));
  for (const page of app.site.detailPages.filter((one) => one.declared.sitemap !== false)) {
    urls.push(...(await entriesOf(app, page, locale)));
  }
  const body = urls.map((entry) => urlXml(origin, locale, site, entry)).join('\n');
  const namespaces = [
    'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"',
    'xmlns:xhtml="http://www.w3.org/1999/xhtml"',
    'xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"',
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces.join(' ')}>\n${body}\n</urlset>\n`;
}

/** sitemap.xml and robots.txt at the site root (not under /api/v1). */
export async function seoRoutes(app: FastifyInstance) {
  for (const locale of LOCALES) {
    app.get(
      localePath('/sitemap.xml', locale),
      {
        schema: { response: answers({ 200: rawAnswer('application/xml', `Peta situs (${LANGUAGE_NAMES[locale]})`) }) },
      },
      async (request, reply) => {
        const origin = originOf(app, request);
        // Cached like public reads: any write invalidates it.
        const entry = await app.publicCache.get(`sitemap:${locale}:${origin}`, async () => ({
          body: await sitemapXml(app, origin, locale),
          type: 'application/xml; charset=utf-8',
          status: 200,
        }));
        return sendEntry(reply, request, entry);
      },
    );
  }

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
      for (const locale of LOCALES)
        lines.push(`Sitemap: ${originOf(app, request)}${localePath('/sitemap.xml', locale)}`);
      lines.push('');
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(lines.join('\n'));
    },
  );
}
