import {
  firstUrl,
  idQueryOf,
  inImageFormat,
  pageParamOf,
  routePath,
  seoMessages,
  srcSetOf,
  uiMessages,
} from '@teater/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../escape-html.js';
import { CARD, previewCard } from '../media/preview-card.js';
import { originOf } from '../routes/seo.js';
import type { ServedSite } from '../site.js';
import { type AppRenderer, splitHoisted } from './app-render.js';
import { type DetailPage, itemUrl, pagedCall } from './public-pages.js';
import { company, detailStructuredData, jsonLdTags } from './structured-data.js';

/** What the server knows about the page a URL shows. */
export interface PageMatch {
  /** the canonical path (query dropped unless it carries the id) */
  path: string;
  title: string;
  /** API calls under /api/v1 whose answers the page needs on first load */
  calls: string[];
  detail?: { page: DetailPage; call: string };
  /** the server may render the page itself (see ListPage.browserOnly) */
  serverRendered: boolean;
  /** a paged list page: which page, and the call that answers it */
  paged?: { page: number; call: string };
  /** the site's not-found page, answered with status 404 */
  notFound?: true;
}

/** Any path the web app has no page for: rendered once, as the app renders an unknown path. */
export const NOT_FOUND_PAGE: PageMatch = {
  path: '/404-halaman-tidak-ditemukan',
  title: uiMessages.pageNotFound,
  calls: [],
  serverRendered: true,
  notFound: true,
};

const idPattern = /^[1-9]\d{0,9}$/;

/** The id a URL carries for a detail route (`/news/:id`, `/scripts/setiapscript?id=:id`), or null. */
function idOf(pattern: string, pathname: string, query: URLSearchParams): string | null {
  const inQuery = idQueryOf(pattern);
  if (inQuery) return pathname === routePath(pattern) ? query.get(inQuery) : null;
  const [before = '', after = ''] = pattern.split(':id');
  if (!pathname.startsWith(before) || !pathname.endsWith(after)) return null;
  return pathname.slice(before.length, pathname.length - after.length) || null;
}

/** The known public page behind a URL, or null (admin, subscriber, unknown: the plain shell). */
export function matchPage(site: ServedSite, siteName: string, url: string): PageMatch | null {
  const parsed = new URL(url, 'http://x');
  const pathname = parsed.pathname.replace(/(.)\/$/, '$1');
  for (const page of site.detailPages) {
    const id = idOf(page.pattern, pathname, parsed.searchParams);
    if (id !== null && idPattern.test(id)) {
      const call = `${page.def.path}/${id}`;
      return {
        path: itemUrl(page, Number(id)),
        title: siteName,
        calls: [call],
        detail: { page, call },
        serverRendered: true,
      };
    }
  }
  const list = site.listPages(siteName).find((p) => p.page === pathname);
  if (!list) return null;
  const serverRendered = !list.browserOnly;
  if (!list.paged) return { path: list.page, title: list.title, calls: list.calls, serverRendered };
  // Each page of a list has its own URL: `/news?page=2` (page 1 is `/news` itself).
  const page = pageParamOf(parsed.searchParams.get('page'));
  const call = pagedCall(list.paged, page);
  const path = page > 1 ? `${list.page}?page=${page}` : list.page;
  return { path, title: list.title, calls: [call], serverRendered, paged: { page, call } };
}

const oneLine = (text: string, max = 200) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/** The landing hero's first photo (key teater1), preloaded so it paints without waiting for JS. */
function heroImageOf(answers: Map<string, string>): string | undefined {
  const raw = answers.get('/landingpageimages');
  if (!raw) return undefined;
  const { data } = JSON.parse(raw) as { data?: Record<string, unknown>[] };
  const hero = data?.find((row) => row.key === 'teater1') ?? data?.[0];
  return firstUrl(hero?.photocaroselsatu);
}

/** Answers of the page's public API calls, through the same routes (and cache) the browser uses. */
async function loadCalls(app: FastifyInstance, calls: string[]) {
  const answers = new Map<string, string>();
  await Promise.all(
    calls.map(async (call) => {
      const res = await app.inject({ method: 'GET', url: `/api/v1${call}`, headers: { accept: 'application/json' } });
      if (res.statusCode === 200) answers.set(call, res.body);
    }),
  );
  return answers;
}

/** The embedded answers: `{"/beritas/3": {...}}`; `<` escaped so no text can close the script. */
const initialDataScript = (answers: Map<string, string>) => {
  const json = `{${[...answers].map(([call, body]) => `${JSON.stringify(call)}:${body}`).join(',')}}`;
  return `<script type="application/json" id="initial-data">${json.replaceAll('<', '\\u003c')}</script>`;
};

export interface RenderedPage {
  html: string;
  status: number;
}

/** The app rendered into #root (hydrated by the browser), or undefined to leave the shell. */
async function renderApp(app: FastifyInstance, render: AppRenderer, url: string, answers: Map<string, string>) {
  const data = Object.fromEntries([...answers].map(([call, body]) => [call, JSON.parse(body) as unknown]));
  try {
    return splitHoisted(await render(url, data));
  } catch (error) {
    app.log.warn({ err: error, url }, 'server rendering failed: the browser renders this page');
    return undefined;
  }
}

/**
 * index.html for one public page: title, description, canonical URL, Open Graph / Twitter tags,
 * the data the page needs so its first queries need no round-trip, and, given a renderer, the
 * page itself (else a preload of the hero on `/`, so it paints as soon as the app renders it).
 */
export async function renderPage(
  app: FastifyInstance,
  request: FastifyRequest,
  template: string,
  match: PageMatch,
  render?: AppRenderer,
): Promise<RenderedPage> {
  const site = app.config.SITE_NAME;
  const origin = originOf(app, request);
  const answers = await loadCalls(app, match.calls);
  let title = match.path === '/' ? site : `${match.title} | ${site}`;
  let description = seoMessages.siteDescription(site);
  let image: string | undefined;
  let status = match.notFound ? 404 : 200;
  let type = 'website';
  let structured: string[] = match.path === '/' ? jsonLdTags([company(site, origin)]) : [];
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

  if (match.detail) {
    const raw = answers.get(match.detail.call);
    if (raw) {
      const item = (JSON.parse(raw) as { data: Record<string, unknown> }).data;
      const { preview, structured: kind } = match.detail.page.declared;
      const name = item[preview.title];
      if (typeof name === 'string' && name) title = `${oneLine(name, 90)} | ${site}`;
      const text = item[preview.description];
      if (typeof text === 'string' && text.trim()) description = oneLine(text);
      image = preview.image.map((field) => firstUrl(item[field])).find(Boolean);
      const { listPath } = match.detail.page;
      type = kind === 'person' ? 'profile' : 'article';
      const list = app.site.listPages(site).find((p) => p.page === listPath);
      structured = jsonLdTags(
        detailStructuredData(kind, item, {
          siteName: site,
          origin,
          url: absolute(match.path),
          list: list ? { title: list.title, url: absolute(list.page) } : undefined,
          title: typeof name === 'string' && name ? name : site,
          description,
          image: image ? absolute(image) : undefined,
        }),
      );
    } else {
      status = 404;
      title = `${uiMessages.pageNotFound} | ${site}`;
    }
  }

  if (match.paged && match.paged.page > 1) {
    // Past the last page there is nothing to show: a real 404, not an empty page.
    const raw = answers.get(match.paged.call);
    const shown = raw ? (JSON.parse(raw) as { data?: unknown[] }).data?.length : 0;
    if (!shown) {
      status = 404;
      title = `${uiMessages.pageNotFound} | ${site}`;
    } else {
      title = `${title.replace(` | ${site}`, '')} (${uiMessages.pageNumber(match.paged.page)}) | ${site}`;
    }
  }

  const canonical = absolute(match.path);
  const tags = [
    // Nothing here to index: unknown paths, missing records and pages past the last.
    ...(status === 404
      ? [`<meta name="robots" content="noindex" />`]
      : [`<link rel="canonical" href="${escapeHtml(canonical)}" />`]),
    `<meta property="og:site_name" content="${escapeHtml(site)}" />`,
    `<meta property="og:locale" content="id_ID" />`,
    `<meta property="og:type" content="${type}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
  ];
  tags.push(...structured);
  if (status !== 404) {
    // Every page previews with a picture: its own, cropped to the card, or a title card.
    const pageTitle = title.replace(` | ${site}`, '');
    const card = absolute(await previewCard(app.media, { image, title: pageTitle, siteName: site }));
    tags.push(
      `<meta property="og:image" content="${escapeHtml(card)}" />`,
      `<meta property="og:image:type" content="image/jpeg" />`,
      `<meta property="og:image:width" content="${CARD.width}" />`,
      `<meta property="og:image:height" content="${CARD.height}" />`,
      `<meta property="og:image:alt" content="${escapeHtml(pageTitle)}" />`,
      `<meta name="twitter:image" content="${escapeHtml(card)}" />`,
    );
  }
  const rendered = render ? await renderApp(app, render, match.path, answers) : undefined;
  const hero = match.path === '/' && !rendered ? heroImageOf(answers) : undefined;
  if (rendered) tags.push(rendered.head);
  if (hero) {
    // The hero is a <picture> (web/src/components/responsive-image.tsx): preload its AVIF, typed so
    // that a browser without AVIF skips it and fetches the WebP the picture then falls back to.
    const avif = srcSetOf(hero, 'avif');
    tags.push(
      avif
        ? `<link rel="preload" as="image" href="${escapeHtml(inImageFormat(hero, 'avif'))}" type="image/avif" fetchpriority="high" imagesrcset="${escapeHtml(avif)}" imagesizes="100vw" />`
        : `<link rel="preload" as="image" href="${escapeHtml(hero)}" fetchpriority="high" />`,
    );
  }

  let html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(description)}$2`)
    .replace('<!--head-->', tags.join('\n    '))
    .replace('</body>', answers.size ? `${initialDataScript(answers)}\n  </body>` : '</body>');
  if (rendered) {
    // A function replacement: `$` in the page's text must stay as written.
    html = html.replace(
      /<div id="root">[\s\S]*?<!--\/app-shell-->\s*<\/div>/,
      () => `<div id="root" data-ssr="">${rendered.body}</div>`,
    );
  }
  return { html, status };
}
