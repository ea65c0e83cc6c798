import { f } from '../fields.js';
import { ticketMessages as t } from '../messages/tickets.js';
import { publishingFields } from '../publishing.js';
import { defineResource } from '../resource.js';
import { column } from '../resource-admin.js';
import { adminMenu } from '../site/links.js';

/** /tiket: the shows to come, soonest first; past ones ('Pertunjukan lalu') below, latest first. */
export const SHOW_LIST_ORDER = { lalu: false, sort: 'tanggal_pertujukan' } as const;
/** Its 'Pertunjukan lalu' section: the latest past shows (the browser and the server ask alike). */
export const PAST_SHOWS_PARAMS = { lalu: true, sort: '-tanggal_pertujukan', page: 1, limit: 6 } as const;

/** The spec's fields of the first category: not columns of the show, and edited in its category list. */
const firstCategory = { required: true, virtual: true, hidden: true } as const;

/**
 * A show and its ticket categories (`categories` in its answers and writes; see
 * ticket-categories.ts). The spec's four ticket fields are the first category, read and written
 * through it: `harga_tiket` and `harga_kategori_tiket` are both its price, `jumlah_stok_tiket` its
 * seats left. Stock and sales windows are enforced when ordering.
 */
export const tikets = defineResource({
  name: 'tikets',
  path: '/tiket',
  label: 'Tiket',
  fields: {
    nama_pertujukan: f.text('Nama Pertunjukan', { required: true }),
    harga_tiket: f.number('Harga Tiket', { ...firstCategory, format: 'rupiah' }),
    tanggal_pertujukan: f.datetime('Tanggal Pertunjukan', { required: true }),
    tempat_pertujukan: f.text('Tempat Pertunjukan', { required: true }),
    tanggal_mulai_penjualan: f.datetime('Mulai Penjualan', { required: true }),
    tanggal_selesai_penjualan: f.datetime('Selesai Penjualan', { required: true }),
    nama_kategori_tiket: f.text('Nama Kategori Tiket', { ...firstCategory, max: 60 }),
    harga_kategori_tiket: f.number('Harga Kategori Tiket', { ...firstCategory, format: 'rupiah' }),
    jumlah_stok_tiket: f.number('Jumlah Stok Tiket', firstCategory),
    sinopsis: f.textarea('Sinopsis', { translatable: true }),
    poster: f.imageUrl('Poster'),
    /** the regional entertainment tax, in percent, included in every ticket price (issue 47); empty: none */
    pajak_hiburan: f.number(t.taxRate, { min: 0, max: 100, hint: t.taxRateHint }),
    ...publishingFields,
  },
  access: { read: 'public', write: 'admin' },
  body: 'json',
  publishing: true,
  list: {
    search: ['nama_pertujukan', 'tempat_pertujukan'],
    sort: { fields: ['createdAt', 'tanggal_pertujukan', 'nama_pertujukan'], default: '-createdAt' },
    filters: {
      tanggal_pertujukan: { kind: 'range', label: 'Tanggal Pertunjukan' },
      /** the show has begun: no longer for sale */
      lalu: { kind: 'boolean', label: 'Pertunjukan lalu' },
    },
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
    list: { title: 'Tiket Pertunjukan', filters: SHOW_LIST_ORDER, moreLists: [PAST_SHOWS_PARAMS], islands: true },
    show: {
      preview: { title: 'nama_pertujukan', description: 'sinopsis', image: ['poster'] },
      structured: 'event',
      islands: true,
    },
  },
  admin: {
    title: t.manageTitle,
    layout: 'formTable',
    columns: [
      column.text('nama_pertujukan', 'Nama Pertunjukan'),
      column.dateTime('tanggal_pertujukan', 'Tanggal Pertunjukan'),
      column.text('tempat_pertujukan', 'Tempat'),
      column.dateTime('tanggal_mulai_penjualan', 'Mulai Penjualan'),
      column.dateTime('tanggal_selesai_penjualan', 'Selesai Penjualan'),
      column.custom('ticketCategories', 'Kategori · Harga · Sisa/Kursi'),
      column.custom('attendeesLink', 'Hadir'),
      column.custom('announce', 'Pengumuman'),
    ],
    // the first category's fields are edited in the category rows the show form adds
    form: {
      fields: [
        'nama_pertujukan',
        'tanggal_pertujukan',
        'tempat_pertujukan',
        'tanggal_mulai_penjualan',
        'tanggal_selesai_penjualan',
        'sinopsis',
        'sinopsis_en',
        'poster',
        'pajak_hiburan',
        'draft',
        'published_at',
      ],
    },
    customForm: 'ticketCategories',
    add: { label: 'Tambah Tiket' },
    addPage: { title: 'Tambah Tiket', texts: { success: t.created }, afterSuccess: 'list' },
    texts: { created: t.created, updated: t.edited, confirmQuestion: t.deleteConfirm },
    rowLabel: '{nama_pertujukan}',
  },
});
