import { f } from '../fields.js';
import { defineResource } from '../resource.js';

const exclusiveAccess = { read: 'subscriber', write: 'admin' } as const;

export const SCRIPT_CATEGORIES = [
  { value: 'naskah', label: 'Naskah' },
  { value: 'buku', label: 'Buku' },
] as const;

export const subsvideos = defineResource({
  name: 'subsvideos',
  path: '/subsvideos',
  label: 'Video Eksklusif',
  fields: {
    title: f.text('Judul', { required: true }),
    sutradara: f.text('Sutradara'),
    summary: f.textarea('Ringkasan', { max: 1000 }),
    description: f.textarea('Deskripsi'),
    isi_naskah: f.textarea('Isi Naskah'),
    photo_url: f.image('Thumbnail'),
    video_url: f.video('Video', { input: 'video' }),
  },
  access: exclusiveAccess,
  body: 'multipart',
  list: { search: ['title', 'sutradara'], sort: { fields: ['createdAt', 'title'], default: '-createdAt' } },
  exclusive: true,
});

export const subsnaskahs = defineResource({
  name: 'subsnaskahs',
  path: '/subsnaskahs',
  label: 'Naskah Eksklusif',
  fields: {
    kategori_naskah: f.select('Kategori', SCRIPT_CATEGORIES, { required: true, input: 'kategori' }),
    nama_naskah: f.text('Nama Naskah', { required: true, input: 'naskah' }),
    pengarang: f.text('Pengarang', { required: true }),
    summary: f.textarea('Ringkasan', { max: 1000 }),
    isi_naskah: f.textarea('Isi', { input: 'isi' }),
    file_naskah: f.document('Berkas (pdf/docx)', { input: 'gambar_subsnaskah' }),
  },
  access: exclusiveAccess,
  body: 'multipart',
  list: {
    search: ['nama_naskah', 'pengarang'],
    sort: { fields: ['createdAt', 'nama_naskah'], default: '-createdAt' },
    filters: { kategori_naskah: { kind: 'enum', values: SCRIPT_CATEGORIES.map((c) => c.value), label: 'Kategori' } },
  },
  exclusive: true,
});

/**
 * Exclusive albums. Files arrive as `thumbnail`, repeated: the first becomes the thumbnail,
 * every file is also listed in tempSubsgaleri ({ id, image }) for the album grid.
 */
export const subsgaleri = defineResource({
  name: 'subsgaleri',
  path: '/subsgaleri',
  label: 'Galeri Eksklusif',
  fields: {
    judul: f.text('Judul', { required: true }),
    karya: f.text('Karya', { required: true }),
    deskripsi: f.textarea('Deskripsi', { required: true }),
    thumbnail: f.image('Thumbnail', { multiple: true }),
  },
  access: exclusiveAccess,
  body: 'multipart',
  list: { search: ['judul', 'karya'], sort: { fields: ['createdAt', 'judul'], default: '-createdAt' } },
  exclusive: true,
});
