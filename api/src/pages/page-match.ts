import { idQueryOf, pageParamOf, routePath, uiMessages } from '@teater/contract';
import { type DetailPage, itemUrl, pagedCall } from '../content/index.js';
import type { ServedSite } from '../site.js';

/** What the server knows about the page a URL shows. */
export interface PageMatch {
  /** the canonical path (query dropped unless it carries the id) */
  path: string;
  title: string;
  /** API calls under /api/v1 whose answers the page needs on first load */
  calls: string[];
  detail?: { page: DetailPage; call: string };
  /** any query string gets the canonical page's render: the browser reads it (ListPage.queryInBrowser) */
  queryInBrowser?: true;
  /** the URL the app renders, when not `path`: a placeholder for a query parameter the render shows */
  renderUrl?: string;
  /** a paged list page: which page, and the call that answers it */
  paged?: { page: number; call: string };
  /** the site's not-found page, answered with status 404 */
  notFound?: true;
}

/** The URL the app renders for a match: its path, or the placeholder of a query its render shows. */
export const renderedUrl = (match: PageMatch): string => match.renderUrl ?? match.path;

/** Any path the web app has no page for: rendered once, as the app renders an unknown path. */
export const NOT_FOUND_PAGE: PageMatch = {
  path: '/404-halaman-tidak-ditemukan',
  title: uiMessages.pageNotFound,
  calls: [],
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
    // a detail page's address with no id, or one no record can have (`?id=abc`, `/news/12/x`)
    if (id === null ? pathname === routePath(page.pattern) : !idPattern.test(id)) return NOT_FOUND_PAGE;
    if (id !== null) {
      const call = `${page.def.path}/${id}`;
      return {
        path: itemUrl(page, Number(id)),
        title: siteName,
        calls: [call],
        detail: { page, call },
      };
    }
  }
  const list = site.listPages(siteName).find((p) => p.page === pathname);
  if (!list) return null;
  if (!list.paged) {
    const { queryInBrowser, queryShown } = list;
    const shown = queryShown && parsed.searchParams.get(queryShown) ? `${list.page}?${queryShown}=1` : undefined;
    return {
      path: list.page,
      title: list.title,
      calls: list.calls,
      ...(queryInBrowser && { queryInBrowser }),
      ...(shown && { renderUrl: shown }),
    };
  }
  // Each page of a list has its own URL: `/news?page=2` (page 1 is `/news` itself).
  const page = pageParamOf(parsed.searchParams.get('page'));
  const call = pagedCall(list.paged, page);
  const path = page > 1 ? `${list.page}?page=${page}` : list.page;
  return { path, title: list.title, calls: [call, ...list.calls], paged: { page, call } };
}
