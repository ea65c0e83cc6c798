import { firstUrl, seoMessages, uiMessages } from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../escape-html.js';
import { CARD, previewCard } from '../media/preview-card.js';
import type { PageMatch } from './page-match.js';
import { company, detailStructuredData, jsonLdTags } from './structured-data.js';

/** What a page says about itself in its head: title, description, picture, JSON-LD, status. */
export interface PageHead {
  title: string;
  description: string;
  image?: string;
  status: number;
  type: 'website' | 'article' | 'profile';
  structured: string[];
}

const oneLine = (text: string, max = 200) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

const absoluteTo = (origin: string) => (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** A detail page's head: its item's preview fields (the definition's `pages`), or a 404 when it is gone. */
function detailHead(app: FastifyInstance, match: PageMatch, head: PageHead, raw: string | undefined, origin: string) {
  const site = app.config.SITE_NAME;
  if (!match.detail || !raw) return { ...head, status: 404, title: `${uiMessages.pageNotFound} | ${site}` };
  const absolute = absoluteTo(origin);
  const item = (JSON.parse(raw) as { data: Record<string, unknown> }).data;
  const { declared, listPath } = match.detail.page;
  const name = item[declared.preview.title];
  const title = typeof name === 'string' && name ? `${oneLine(name, 90)} | ${site}` : head.title;
  const text = item[declared.preview.description];
  const description = typeof text === 'string' && text.trim() ? oneLine(text) : head.description;
  const image = declared.preview.image.map((field) => firstUrl(item[field])).find(Boolean);
  const list = app.site.listPages(site).find((page) => page.page === listPath);
  const structured = jsonLdTags(
    detailStructuredData(declared.structured, item, {
      siteName: site,
      origin,
      url: absolute(match.path),
      list: list ? { title: list.title, url: absolute(list.page) } : undefined,
      title: typeof name === 'string' && name ? name : site,
      description,
      image: image ? absolute(image) : undefined,
    }),
  );
  const type = declared.structured === 'person' ? 'profile' : 'article';
  return { ...head, title, description, image, type, structured } satisfies PageHead;
}

/** The head of the page a match shows, from the API answers its first load needs. */
export function pageHead(app: FastifyInstance, match: PageMatch, answers: Map<string, string>, origin: string) {
  const site = app.config.SITE_NAME;
  let head: PageHead = {
    title: match.path === '/' ? site : `${match.title} | ${site}`,
    description: seoMessages.siteDescription(site),
    status: match.notFound ? 404 : 200,
    type: 'website',
    structured: match.path === '/' ? jsonLdTags([company(site, origin)]) : [],
  };
  if (match.detail) head = detailHead(app, match, head, answers.get(match.detail.call), origin);
  if (match.paged && match.paged.page > 1) {
    // Past the last page there is nothing to show: a real 404, not an empty page.
    const raw = answers.get(match.paged.call);
    const shown = raw ? (JSON.parse(raw) as { data?: unknown[] }).data?.length : 0;
    head = shown
      ? {
          ...head,
          title: `${head.title.replace(` | ${site}`, '')} (${uiMessages.pageNumber(match.paged.page)}) | ${site}`,
        }
      : { ...head, status: 404, title: `${uiMessages.pageNotFound} | ${site}` };
  }
  return head;
}

/** The head's tags: canonical URL (or noindex), Open Graph and Twitter, JSON-LD, the preview card. */
export async function headTags(app: FastifyInstance, head: PageHead, path: string, origin: string) {
  const site = app.config.SITE_NAME;
  const absolute = absoluteTo(origin);
  const canonical = absolute(path);
  const { title, description } = head;
  const tags = [
    // Nothing here to index: unknown paths, missing records and pages past the last.
    ...(head.status === 404
      ? [`<meta name="robots" content="noindex" />`]
      : [`<link rel="canonical" href="${escapeHtml(canonical)}" />`]),
    `<meta property="og:site_name" content="${escapeHtml(site)}" />`,
    `<meta property="og:locale" content="id_ID" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    ...head.structured,
  ];
  if (head.status === 404) return tags;
  // Every page previews with a picture: its own, cropped to the card, or a title card.
  const pageTitle = title.replace(` | ${site}`, '');
  const card = absolute(await previewCard(app.media, { image: head.image, title: pageTitle, siteName: site }));
  tags.push(
    `<meta property="og:image" content="${escapeHtml(card)}" />`,
    `<meta property="og:image:type" content="image/jpeg" />`,
    `<meta property="og:image:width" content="${CARD.width}" />`,
    `<meta property="og:image:height" content="${CARD.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(pageTitle)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(card)}" />`,
  );
  return tags;
}
