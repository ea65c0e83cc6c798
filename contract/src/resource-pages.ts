import type { ListCallParams } from './list.js';

/**
 * A resource's public pages as data: what the server needs to render, preview, describe and list
 * them in the sitemap, and what the web's generic pages show. Their URLs are in the URL table
 * (contract/src/site/table.ts, from the definition's `routes`), under the same names.
 */

/** A title, or a title that carries the company name. */
export type SiteText = string | ((siteName: string) => string);

export const siteText = (text: SiteText, siteName: string) => (typeof text === 'function' ? text(siteName) : text);

/** What JSON-LD describes on a detail page (every detail page also gets its breadcrumb). */
export type StructuredKind = 'article' | 'person' | 'event';

/**
 * What every public page may declare: `islands` when its parts that react to the visitor are
 * islands (the header, carousels, a dialog, a lightbox, a form validated by the server), so the
 * browser hydrates those alone and the page carries no data for the whole app (decisions 023 and
 * 030). A page without it hydrates as the whole app.
 */
export interface HydrationDef {
  islands?: true;
}

/** A page of the resource's list, `?page=N` for the next ones. */
export interface ListPageDef extends HydrationDef {
  /** the page's title in the tab, in link previews and in search results */
  title: SiteText;
  /** filters of the list call that feeds the page (beside page and page size, which come from `list`) */
  filters?: ListCallParams;
  /** more calls of the resource's list the page makes on first load (/tiket: the past shows below) */
  moreLists?: readonly ListCallParams[];
  /** in sitemap.xml (default true) */
  sitemap?: boolean;
}

/** One item's page. */
export interface DetailPageDef<K extends string = string> extends HydrationDef {
  /** the fields a link preview (and the generic list's card) shows: title, description, image candidates */
  preview: { title: K; description: K; image: readonly K[] };
  structured?: StructuredKind;
  /** every item in sitemap.xml (default true) */
  sitemap?: boolean;
}

export type PageDef<K extends string = string> = ListPageDef | DetailPageDef<K>;

export const isDetailPage = <K extends string>(page: PageDef<K>): page is DetailPageDef<K> => 'preview' in page;

/** Texts the generic public pages show; a page of its own may add more in the resource's `texts`. */
export interface PublicTexts {
  /** the list page's heading (default: the resource's label) */
  heading?: string;
  intro?: string;
  empty?: string;
  notFound?: string;
  /** shown when the list or item cannot be loaded */
  error?: string;
  /** the detail page's link back to the list */
  back?: string;
}
