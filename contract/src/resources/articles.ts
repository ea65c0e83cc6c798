import { type FieldDef, f } from '../fields.js';
import { publishingFields } from '../publishing.js';
import type { Entity, ResourceDef } from '../resource.js';
import { type AdminDef, column } from '../resource-admin.js';
import type { PageDef } from '../resource-pages.js';

/**
 * News, collaboration news and partnership news share one shape (this file); only their image
 * field names differ. Each is defined in its own file: news.ts, collaborations.ts, partnerships.ts.
 */

const linkHint = 'Diawali https://';
type ImageField = FieldDef<'image'> & { required: false };

export const articleFields = <G1 extends string, G2 extends string>(g1: G1, g2: G2) =>
  ({
    title: f.text('Judul', { required: true, translatable: true }),
    summary: f.textarea('Deskripsi Thumbnail', { required: true, max: 1000, translatable: true }),
    description: f.textarea('Paragraf 1', { required: true, translatable: true }),
    description2: f.textarea('Paragraf 2', { translatable: true }),
    description3: f.textarea('Paragraf 3', { translatable: true }),
    link: f.url('Link', { hint: linkHint }),
    photo_url: f.image('Foto Thumbnail', { required: true, multiple: true }),
    ...({ [g1]: f.image('Gambar 1'), [g2]: f.image('Gambar 2') } as Record<G1 | G2, ImageField>),
    ...publishingFields,
  }) as const;

/** What every kind of news declares alike: access, body, drafts, and its list. */
export const articleBasics = {
  access: { read: 'public', write: 'admin' },
  body: 'multipart',
  publishing: true,
  list: { search: ['title', 'summary'], sort: { fields: ['createdAt', 'title'], default: '-createdAt' } },
} as const;

/** A kind of news's public pages: its list, and its items as articles; only islands hydrate on both. */
export const articlePages = <G extends string>(title: string, firstImage: G) =>
  ({
    list: { title, islands: true },
    detail: {
      preview: { title: 'title', description: 'summary', image: ['photo_url', firstImage] },
      structured: 'article',
      islands: true,
    },
  }) as const satisfies Record<string, PageDef<string>>;

/** A kind of news's admin screen: the spec's columns, an add page, its own toasts (spec 8). */
export function articleAdmin(names: { title: string; add: string; addTitle: string; editTitle: string }) {
  return {
    title: names.title,
    rowLabel: '{title}',
    columns: [
      column.image('photo_url', 'Thumbnail', '{title}'),
      column.text('title', 'Judul'),
      column.text('summary', 'Deskripsi Thumbnail'),
      column.custom('announce', 'Pengumuman'),
    ],
    add: { label: names.add },
    addPage: { title: names.addTitle, texts: { failure: 'Failed to upload content!' } },
    texts: { editTitle: names.editTitle, deleted: 'Deleted!', fetchFailed: 'Failed to fetch data' },
  } satisfies AdminDef<'photo_url' | 'title' | 'summary'>;
}

/** The category each kind of news answers (spec 3: "a category with name"); not stored per row. */
export const ARTICLE_CATEGORIES = {
  beritas: 'Berita',
  beritakolaborasis: 'Kolaborasi',
  beritapartners: 'Kemitraan',
} as const;

/** A news item as the API answers it: its fields plus the category, an object with a name. */
export type Article<R extends ResourceDef = ResourceDef> = Entity<R> & { category: { name: string } };
