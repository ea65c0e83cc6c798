import * as c from '@teater/contract';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema.js';
import type { ContentTable } from '../resources/define.js';
import type { StructuredKind } from './structured-data.js';

/**
 * The public pages the server knows about, for link previews, embedded first-load data and the
 * sitemap. The web's route table is the source of the routes; this mirrors its public part.
 */

/** What a link preview shows for one item, read from its API JSON. */
export interface PreviewFields {
  title: string;
  description: string;
  /** candidates in order; the first non-empty one wins (comma lists take their first URL) */
  image: string[];
}

export interface DetailPage {
  /** the page URL prefix: `/news` serves `/news/{id}` */
  page: string;
  def: c.ResourceDef;
  table: ContentTable & { updatedAt: PgColumn };
  preview: PreviewFields;
  /** how the id travels: in the path (`/news/3`) or as `?id=3` on a fixed page */
  idIn?: { query: string };
  /** what its structured data describes (JSON-LD); every detail page also gets its breadcrumb */
  structured?: StructuredKind;
}

const table = (t: unknown) => t as ContentTable & { updatedAt: PgColumn };
const article = { title: 'title', description: 'summary', image: ['photo_url', 'gambar_1', 'gambar1'] };

export const detailPages: DetailPage[] = [
  { page: '/news', def: c.beritas, table: table(schema.beritas), preview: article, structured: 'article' },
  {
    page: '/collaboration',
    def: c.beritakolaborasis,
    table: table(schema.beritakolaborasis),
    preview: article,
    structured: 'article',
  },
  {
    page: '/partnership',
    def: c.beritapartners,
    table: table(schema.beritapartners),
    preview: article,
    structured: 'article',
  },
  {
    page: '/program',
    def: c.programs,
    table: table(schema.programs),
    preview: { title: 'title', description: 'summary', image: ['photo_thumbnail_url', 'photo_url'] },
  },
  {
    page: '/anggota',
    def: c.profilanggotas,
    table: table(schema.profilanggotas),
    preview: { title: 'nama', description: 'deskripsi', image: ['photo'] },
    structured: 'person',
  },
  {
    page: '/photos',
    def: c.galeris,
    table: table(schema.galeris),
    preview: { title: 'judul', description: 'deskripsi', image: ['gambarthumbnail', 'gambarGaleri'] },
  },
  {
    page: '/merch',
    def: c.products,
    table: table(schema.products),
    preview: { title: 'nama', description: 'deskripsi', image: ['gambar_product'] },
  },
  {
    page: '/sewa',
    def: c.merchs,
    table: table(schema.merchs),
    preview: { title: 'nama', description: 'deskripsi', image: ['gambar_merch'] },
  },
  {
    page: '/scripts/setiapscript',
    def: c.naskahs,
    table: table(schema.naskahs),
    preview: { title: 'namaNaskah', description: 'isiNaskah', image: ['gambar_naskah'] },
    idIn: { query: 'id' },
  },
  {
    page: '/tiket/kontentiket',
    def: c.tikets,
    table: table(schema.tikets),
    preview: { title: 'nama_pertujukan', description: 'sinopsis', image: ['poster'] },
    idIn: { query: 'id' },
    structured: 'event',
  },
];

/** The public URL of one item's page. */
export const itemUrl = (page: DetailPage, id: number) =>
  page.idIn ? `${page.page}?${page.idIn.query}=${id}` : `${page.page}/${id}`;

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

const t = c.seoMessages.titles;

export interface ListPage {
  page: string;
  title: string;
  /** API calls (under /api/v1) the page makes on first load */
  calls: string[];
  /** a paged list: `?page=N` shows its page N (its own canonical URL, rendered and cached) */
  paged?: { def: c.ResourceDef; filters?: c.ListCallParams };
  /**
   * Rendered by the browser only: a form served before its script could be submitted natively,
   * which would put a password into the URL.
   */
  browserOnly?: true;
}

/** A public list page showing pages of `def` (its first-load call is the page asked for). */
const pagedPage = (page: string, title: string, def: c.ResourceDef, filters?: c.ListCallParams): ListPage => ({
  page,
  title,
  calls: [],
  paged: { def, filters },
});

/** The first-load call of page `n` of a paged list page, as the browser asks it. */
export const pagedCall = (paged: NonNullable<ListPage['paged']>, n: number) =>
  c.listCall(paged.def.path, c.publicPageParams(paged.def, n, paged.filters));

/** Public pages without an id: their title and first-load calls. */
export const listPages = (siteName: string): ListPage[] => [
  { page: '/', title: siteName, calls: [...LANDING_CALLS] },
  { page: `/${c.slugify(siteName)}`, title: t.about(siteName), calls: [] },
  pagedPage('/news', t.news, c.beritas),
  pagedPage('/collaboration', t.collaboration, c.beritakolaborasis),
  pagedPage('/partnership', t.partnership, c.beritapartners),
  pagedPage('/program', t.program, c.programs),
  pagedPage('/anggota', t.members(siteName), c.profilanggotas),
  pagedPage('/coaching', t.coaching, c.profilanggotas, { coach: true }),
  pagedPage('/photos', t.photos, c.galeris),
  pagedPage('/merch', t.merch(siteName), c.products),
  pagedPage('/sewa', t.rentals, c.merchs),
  pagedPage('/scripts', t.scripts, c.naskahs),
  pagedPage('/donation', t.donation, c.donasis),
  { page: '/subscription', title: t.subscription, calls: [] },
  pagedPage('/tiket', t.tickets, c.tikets, c.SHOW_LIST_ORDER),
  { page: '/login', title: t.login, calls: [], browserOnly: true },
  { page: '/register', title: t.register, calls: [], browserOnly: true },
];

/**
 * Areas search engines must not index: admin, subscriber and personal pages. robots.txt rules are
 * prefixes, so `/subs` is written as `/subs$` and `/subs/` to leave `/subscription` indexable.
 */
export const PRIVATE_PREFIXES = [
  '/admin',
  '/manage',
  '/subs$',
  '/subs/',
  '/account',
  '/history-',
  '/payment',
  '/checkin',
  '/api/',
];
