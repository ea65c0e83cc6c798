import { firstUrl, type Locale, localePath, seoMessages, uiMessages } from '@teater/contract';
import type { ServedSite } from '../site.js';
import type { PageMatch } from './page-match.js';
import { company, detailStructuredData, jsonLdTags } from './structured-data.js';

/** What a page says about itself in its head: for link previews, search engines and the tab. */
export interface PageMeta {
  title: string;
  description: string;
  /** the page's own picture, when it has one */
  image?: string;
  status: number;
  /** Open Graph type */
  type: 'website' | 'article' | 'profile';
  /** JSON-LD script tags */
  structured: string[];
}

const oneLine = (text: string, max = 200) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/** A path of this site as an absolute URL (a URL stays as it is). */
export const absoluteIn = (origin: string) => (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

interface PageContext {
  /** the site served: its public pages */
  served: ServedSite;
  site: string;
  /** the site's origin, no trailing slash */
  origin: string;
  match: PageMatch;
  answers: Map<string, string>;
  /** the page's language: its addresses are that language's */
  locale: Locale;
}

/** A detail page: the item's title, text and picture, or not found when the API had no item. */
function detailMeta({ served, site, origin, match, answers, locale }: PageContext, meta: PageMeta): PageMeta {
  const here = (path: string) => absoluteIn(origin)(localePath(path, locale));
  const absolute = absoluteIn(origin);
  const detail = match.detail;
  const raw = detail && answers.get(detail.call);
  if (!detail || !raw) return { ...meta, status: 404, title: `${uiMessages.pageNotFound} | ${site}` };
  const item = (JSON.parse(raw) as { data: Record<string, unknown> }).data;
  const { declared, listPath } = detail.page;
  const { preview, structured: kind } = declared;
  const name = item[preview.title];
  const hasName = typeof name === 'string' && name !== '';
  const text = item[preview.description];
  const description = typeof text === 'string' && text.trim() ? oneLine(text) : meta.description;
  const image = preview.image.map((field) => firstUrl(item[field])).find(Boolean);
  const list = served.listPages(site).find((p) => p.page === listPath);
  const structured = jsonLdTags(
    detailStructuredData(kind, item, {
      siteName: site,
      origin,
      url: here(match.path),
      list: list ? { title: list.title, url: here(list.page) } : undefined,
      title: hasName ? name : site,
      description,
      image: image ? absolute(image) : undefined,
      locale,
    }),
  );
  const title = hasName ? `${oneLine(name, 90)} | ${site}` : meta.title;
  return { ...meta, title, description, image, type: kind === 'person' ? 'profile' : 'article', structured };
}

/** Page 2 and on of a list: numbered in the title; past the last page there is nothing, a real 404. */
function pagedMeta({ site, match, answers }: PageContext, meta: PageMeta): PageMeta {
  if (!match.paged || match.paged.page <= 1) return meta;
  const raw = answers.get(match.paged.call);
  const shown = raw ? (JSON.parse(raw) as { data?: unknown[] }).data?.length : 0;
  if (!shown) return { ...meta, status: 404, title: `${uiMessages.pageNotFound} | ${site}` };
  const title = `${meta.title.replace(` | ${site}`, '')} (${uiMessages.pageNumber(match.paged.page)}) | ${site}`;
  return { ...meta, title };
}

/** The head of a page from what the server knows of it and the API answers it loaded. */
export function pageMeta(context: PageContext): PageMeta {
  const { site, origin, match, locale } = context;
  const meta: PageMeta = {
    title: match.path === '/' ? site : `${match.title} | ${site}`,
    description: seoMessages.siteDescription(site),
    status: match.notFound ? 404 : 200,
    type: 'website',
    structured: match.path === '/' ? jsonLdTags([company(site, origin, locale)]) : [],
  };
  return pagedMeta(context, match.detail ? detailMeta(context, meta) : meta);
}
