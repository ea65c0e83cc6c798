import { GALLERY_PAGE_SIZE, MEMBERS_PAGE_SIZE } from '../constants.js';
import { type FieldDef, f } from '../fields.js';
import { mediaMessages } from '../messages/media.js';
import { publishingFields } from '../publishing.js';
import { defineResource, type Entity, type ResourceDef } from '../resource.js';

const linkHint = 'Diawali https://';
type ImageField = FieldDef<'image'> & { required: false };

/** News, collaboration news and partnership news share one shape; only image field names differ. */
const articleFields = <G1 extends string, G2 extends string>(g1: G1, g2: G2) =>
  ({
    title: f.text('Judul', { required: true }),
    summary: f.textarea('Deskripsi Thumbnail', { required: true, max: 1000 }),
    description: f.textarea('Paragraf 1', { required: true }),
    description2: f.textarea('Paragraf 2'),
    description3: f.textarea('Paragraf 3'),
    link: f.url('Link', { hint: linkHint }),
    photo_url: f.image('Foto Thumbnail', { required: true, multiple: true }),
    ...({ [g1]: f.image('Gambar 1'), [g2]: f.image('Gambar 2') } as Record<G1 | G2, ImageField>),
    ...publishingFields,
  }) as const;

export const beritas = defineResource({
  name: 'beritas',
  path: '/beritas',
  label: 'Berita',
  fields: articleFields('gambar_1', 'gambar_2'),
  access: { read: 'public', write: 'admin' },
  body: 'multipart',
  publishing: true,
  list: { search: ['title', 'summary'], sort: { fields: ['createdAt', 'title'], default: '-createdAt' } },
});

export const beritakolaborasis = defineResource({
  name: 'beritakolaborasis',
  path: '/beritakolaborasis',
  label: 'Berita Kolaborasi',
  fields: articleFields('gambar_1', 'gambar_2'),
  access: { read: 'public', write: 'admin' },
  body: 'multipart',
  publishing: true,
  list: { search: ['title', 'summary'], sort: { fields: ['createdAt', 'title'], default: '-createdAt' } },
});

export const beritapartners = defineResource({
  name: 'beritapartners',
  path: '/beritapartners',
  label: 'Kemitraan',
  fields: articleFields('gambar1', 'gambar2'),
  access: { read: 'public', write: 'admin' },
  body: 'multipart',
  publishing: true,
  list: { search: ['title', 'summary'], sort: { fields: ['createdAt', 'title'], default: '-createdAt' } },
});

export const programs = defineResource({
  name: 'programs',
  path: '/programs',
  label: 'Program',
  fields: {
    title: f.text('Judul', { required: true }),
    summary: f.textarea('Ringkasan', { required: true, max: 1000 }),
    date: f.date('Tanggal', { required: true }),
    description: f.textarea('Deskripsi', { required: true }),
    description2: f.textarea('Deskripsi 2'),
    description3: f.textarea('Deskripsi 3'),
    link: f.url('Link', { hint: linkHint }),
    photo_url: f.image('Foto Utama', { required: true }),
    photo_thumbnail_url: f.image('Foto Thumbnail', { required: true }),
    photo_url_2: f.image('Foto 2', { required: true }),
    ...publishingFields,
  },
  access: { read: 'public', write: 'admin' },
  body: 'multipart',
  publishing: true,
  list: { search: ['title', 'summary'], sort: { fields: ['createdAt', 'date', 'title'], default: '-createdAt' } },
});

export const profilanggotas = defineResource({
  name: 'profilanggotas',
  path: '/profilanggotas',
  label: 'Anggota',
  fields: {
    nama: f.text('Nama', { required: true }),
    jabatan: f.text('Username IG', { required: true }),
    coach: f.boolean('Coach'),
    photo: f.image('Foto', { required: true, multiple: true }),
    deskripsi: f.textarea('Deskripsi', { required: true }),
    linkig: f.url('Link Instagram', { required: true, hint: linkHint }),
    porto: f.url('Link Portofolio', { hint: linkHint }),
  },
  access: { read: 'public', write: 'admin' },
  body: 'multipart',
  list: {
    search: ['nama', 'jabatan'],
    sort: { fields: ['createdAt', 'nama'], default: '-createdAt' },
    filters: { coach: { kind: 'boolean', label: 'Coach' } },
    pageSize: MEMBERS_PAGE_SIZE,
  },
});

export const galeris = defineResource({
  name: 'galeris',
  path: '/galeris',
  label: 'Galeri',
  fields: {
    judul: f.text('Judul', { required: true }),
    karya: f.text('Karya', { required: true }),
    deskripsi: f.textarea('Deskripsi', { required: true }),
    gambarthumbnail: f.imageUrl('Thumbnail'),
    gambarGaleri: f.imageUrl('Gambar 1', { required: true, requiredMessage: mediaMessages.galleryMainImage }),
    gambarGaleri2: f.imageUrl('Gambar 2'),
  },
  access: { read: 'public', write: 'admin' },
  body: 'json',
  list: {
    search: ['judul', 'karya'],
    sort: { fields: ['createdAt', 'judul'], default: '-createdAt' },
    pageSize: GALLERY_PAGE_SIZE,
  },
});

/** The category each kind of news answers (spec 3: "a category with name"); not stored per row. */
export const ARTICLE_CATEGORIES = {
  beritas: 'Berita',
  beritakolaborasis: 'Kolaborasi',
  beritapartners: 'Kemitraan',
} as const;

/** A news item as the API answers it: its fields plus the category, an object with a name. */
export type Article<R extends ResourceDef = typeof beritas> = Entity<R> & { category: { name: string } };
