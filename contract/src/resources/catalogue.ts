import { f } from '../fields.js';
import { defineResource } from '../resource.js';

export const PRODUCT_CATEGORIES = [{ value: 'shop', label: 'Produk' }] as const;
export const RENTAL_STATUSES = [
  { value: 'Tersedia', label: 'Tersedia' },
  { value: 'Habis', label: 'Habis' },
] as const;

/** Merchandise for sale (/merch, /manageshop). */
export const products = defineResource({
  name: 'products',
  path: '/products',
  label: 'Produk',
  fields: {
    nama: f.text('Nama', { required: true }),
    kategori: f.select('Kategori', PRODUCT_CATEGORIES, { required: true }),
    harga: f.number('Harga', { required: true }),
    tersedia: f.boolean('Tersedia'),
    quantity: f.number('Jumlah'),
    deskripsi: f.textarea('Deskripsi', { required: true }),
    gambar_product: f.image('Gambar Produk', { required: true }),
  },
  access: { read: 'public', write: 'admin' },
  body: 'multipart',
  list: { search: ['nama'], sort: { fields: ['createdAt', 'nama', 'harga'], default: '-createdAt' } },
});

/** Rental inventory (/sewa, /managerents): the spec's "Rental item (merch)". kategori is the status. */
export const merchs = defineResource({
  name: 'merchs',
  path: '/merchs',
  label: 'Barang Sewa',
  fields: {
    nama: f.text('Nama', { required: true }),
    harga: f.number('Harga', { required: true }),
    kategori: f.text('Status', { required: true, hint: 'Tersedia, Habis atau status lain' }),
    deskripsi: f.textarea('Deskripsi', { required: true }),
    gambar_merch: f.image('Gambar', { required: true }),
  },
  access: { read: 'public', write: 'admin' },
  body: 'multipart',
  list: { search: ['nama'], sort: { fields: ['createdAt', 'nama', 'harga'], default: '-createdAt' } },
});

/** Public script collection (/scripts, /managenaskah). */
export const naskahs = defineResource({
  name: 'naskahs',
  path: '/naskahs',
  label: 'Naskah',
  fields: {
    namaNaskah: f.text('Judul Naskah/Buku', { required: true }),
    pengarang: f.text('Pengarang', { required: true }),
    isiNaskah: f.textarea('Isi Naskah', { required: true }),
    linknaskah: f.url('Link Naskah', { required: true }),
    gambar_naskah: f.image('Gambar'),
  },
  access: { read: 'public', write: 'admin' },
  body: 'multipart',
  list: { search: ['namaNaskah', 'pengarang'], sort: { fields: ['createdAt', 'namaNaskah'], default: '-createdAt' } },
});

export const donasis = defineResource({
  name: 'donasis',
  path: '/donasis',
  label: 'Donasi',
  fields: {
    gambar: f.image('Gambar'),
    paragraf1: f.textarea('Paragraf 1', { required: true }),
    paragraf2: f.textarea('Paragraf 2'),
    paragraf3: f.textarea('Paragraf 3'),
    link: f.url('Link'),
  },
  access: { read: 'public', write: 'admin' },
  body: 'multipart',
});
