import * as c from '@teater/contract';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ContentTable } from './define.js';

/**
 * The public pages the server knows about, for link previews, embedded first-load data and the
 * sitemap. Their URLs come from the URL table (contract/src/site); what a resource's pages show,
 * their titles and previews, from its definition (`pages`).
 */

/** One public route that shows an item of a resource. */
export interface DetailPage {
  /** the route pattern: `/news/:id`, `/scripts/setiapscript?id=:id` */
  pattern: string;
  def: c.ResourceDef;
  table: ContentTable & { updatedAt: PgColumn };
  declared: c.DetailPageDef;
  /** the resource's list page, for the breadcrumb */
  listPath?: string;
}

export interface ListPage {
  page: string;
  title: string;
  /** API calls (under /api/v1) the page makes on first load (a paged page: besides its page) */
  calls: string[];
  /** a paged list: `?page=N` shows its page N (its own canonical URL, rendered and cached) */
  paged?: { def: c.ResourceDef; filters?: c.ListCallParams };
  /**
   * What its query says (`?next=`, `?token=`) is read by the page's islands in the browser: every
   * query string gets the one rendered page. Its forms are islands whose submit button stays
   * disabled until their script took over (decision 030), so a form served before its script
   * cannot be submitted natively (a password in the URL), and the query never reaches the server's
   * render or its cache.
   */
  queryInBrowser?: true;
  /**
   * A parameter whose presence (never its value) the render shows: the page is rendered once with
   * it and once without (`/reset-password` without `?token=` says the link is incomplete at once,
   * instead of replacing its form after the script ran).
   */
  queryShown?: string;
  /** listed in sitemap.xml */
  sitemap: boolean;
}

export const LANDING_CALLS = [
  c.landingpageimages.path,
  c.lpprograms.path,
  c.lpberitas.path,
  c.lpkolaborasis.path,
  c.lpgaleris.path,
  c.lptestimonis.path,
  c.lpanggotautamas.path,
  c.ipvideos.path,
] as const;

type OwnPage = Omit<ListPage, 'page' | 'sitemap'> & { sitemap?: false };

/** Public pages of their own the server renders: their titles and first-load calls. */
const ownPages = (site: string): { [K in c.StaticRouteKey]?: OwnPage } => {
  // read per call: the titles are in the request's language
  const t = c.seoMessages.titles;
  return {
    home: { title: site, calls: [...LANDING_CALLS] },
    about: { title: t.about(site), calls: [] },
    subscription: { title: t.subscription, calls: [] },
    login: { title: t.login, calls: [], queryInBrowser: true },
    register: { title: t.register, calls: [], queryInBrowser: true },
    forgotPassword: { title: c.passwordResetMessages.forgotTitle, calls: [] },
    // a mailed link's pages and the error page: nothing for a search engine
    resetPassword: {
      title: c.passwordResetMessages.resetTitle,
      calls: [],
      queryInBrowser: true,
      queryShown: 'token',
      sitemap: false,
    },
    privacyNotice: { title: t.privacyNotice, calls: ['/privacy-notice'] },
    withdrawNews: { title: t.withdrawNews, calls: [], queryInBrowser: true, sitemap: false },
    error: { title: c.uiMessages.genericError, calls: [], sitemap: false },
  };
};

/** The public pages of a site: its public routes, read with its resources' definitions. */
export function publicPagesOf(
  routes: readonly c.SiteRoute[],
  registry: c.ResourceRegistry,
  tableOf: (def: c.ResourceDef) => ContentTable,
) {
  const publicRoutes = routes.filter((route) => route.guard === 'public');
  const declaredPage = (route: c.SiteRoute) => {
    const def = registry[route.resource ?? ''];
    const declared = def?.pages?.[route.name ?? ''];
    if (!def || !declared) throw new Error(`${route.resource} declares no page ${route.name} for ${route.path}`);
    return { def, declared };
  };

  const detailPages: DetailPage[] = publicRoutes
    .filter((route) => route.kind === 'detail')
    .map((route) => {
      const { def, declared } = declaredPage(route);
      if (!c.isDetailPage(declared)) throw new Error(`${def.name}.pages.${route.name} must declare its preview`);
      const list = publicRoutes.find((other) => other.resource === route.resource && other.kind === 'list');
      const table = tableOf(def) as DetailPage['table'];
      return { pattern: route.path, def, table, declared, listPath: list && c.routePath(list.path) };
    });

  /** Public pages without an id: pages of their own, then every resource's list pages. */
  const listPages = (siteName: string): ListPage[] => {
    const own = ownPages(siteName);
    return publicRoutes.flatMap((route): ListPage[] => {
      const page = c.withSite(c.routePath(route.path), siteName, true);
      if (route.kind === 'page') {
        const known = own[route.key as c.StaticRouteKey];
        return known ? [{ page, sitemap: true, ...known }] : [];
      }
      if (route.kind !== 'list') return [];
      const { def, declared } = declaredPage(route);
      if (c.isDetailPage(declared)) throw new Error(`${def.name}.pages.${route.name} is a list page: no preview`);
      const title = c.siteText(declared.title, siteName);
      const calls = (declared.moreLists ?? []).map((params) => c.listCall(def.path, params));
      return [{ page, title, calls, paged: { def, filters: declared.filters }, sitemap: declared.sitemap !== false }];
    });
  };
  return { detailPages, listPages };
}

/** The public URL of one item's page. */
export const itemUrl = (page: DetailPage, id: number) => c.hrefOf(page.pattern, id);

/** The first-load call of page `n` of a paged list page, as the browser asks it. */
export const pagedCall = (paged: NonNullable<ListPage['paged']>, n: number) =>
  c.listCall(paged.def.path, c.publicPageParams(paged.def, n, paged.filters));
