import { f } from '../fields.js';
import { publishingFields } from '../publishing.js';
import { defineResource } from '../resource.js';
import { adminMenu } from '../site/links.js';

/** The order /tiket pages shows in: the latest first, so every show to come is on page 1. */
export const SHOW_LIST_ORDER = { sort: '-tanggal_pertujukan' } as const;

/** A show with one ticket category; stock and sales window are enforced when ordering. */
export const tikets = defineResource({
  name: 'tikets',
  path: '/tiket',
  label: 'Tiket',
  fields: {
    nama_pertujukan: f.text('Nama Pertunjukan', { required: true }),
    harga_tiket: f.number('Harga Tiket', { required: true }),
    tanggal_pertujukan: f.datetime('Tanggal Pertunjukan', { required: true }),
    tempat_pertujukan: f.text('Tempat Pertunjukan', { required: true }),
    tanggal_mulai_penjualan: f.datetime('Mulai Penjualan', { required: true }),
    tanggal_selesai_penjualan: f.datetime('Selesai Penjualan', { required: true }),
    nama_kategori_tiket: f.text('Nama Kategori Tiket', { required: true }),
    harga_kategori_tiket: f.number('Harga Kategori Tiket', { required: true }),
    jumlah_stok_tiket: f.number('Jumlah Stok Tiket', { required: true }),
    sinopsis: f.textarea('Sinopsis'),
    poster: f.imageUrl('Poster'),
    ...publishingFields,
  },
  access: { read: 'public', write: 'admin' },
  body: 'json',
  publishing: true,
  list: {
    search: ['nama_pertujukan', 'tempat_pertujukan'],
    sort: { fields: ['createdAt', 'tanggal_pertujukan', 'nama_pertujukan'], default: '-createdAt' },
    filters: { tanggal_pertujukan: { kind: 'range', label: 'Tanggal Pertunjukan' } },
  },
  routes: {
    list: '/tiket',
    show: '/tiket/kontentiket?id=:id',
    admin: '/manageticket',
    adminAdd: '/manageticket/addtiket',
  },
  menus: [
    { menu: 'more', label: 'Tiket', order: 100 },
    { menu: 'mobile', label: 'Tiket', order: 10 },
    { menu: 'shortcuts', label: 'Pesan Tiket', icon: 'ticket', order: 70 },
    adminMenu('shop', 'Pertunjukan & Tiket', 10),
  ],
  pages: {
    list: { title: 'Tiket Pertunjukan', filters: SHOW_LIST_ORDER },
    show: { preview: { title: 'nama_pertujukan', description: 'sinopsis', image: ['poster'] }, structured: 'event' },
  },
});
