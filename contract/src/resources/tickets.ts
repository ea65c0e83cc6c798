import { f } from '../fields.js';
import { publishingFields } from '../publishing.js';
import { defineResource } from '../resource.js';

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
    harga_tiket: f.number('Harga Tiket', firstCategory),
    tanggal_pertujukan: f.datetime('Tanggal Pertunjukan', { required: true }),
    tempat_pertujukan: f.text('Tempat Pertunjukan', { required: true }),
    tanggal_mulai_penjualan: f.datetime('Mulai Penjualan', { required: true }),
    tanggal_selesai_penjualan: f.datetime('Selesai Penjualan', { required: true }),
    nama_kategori_tiket: f.text('Nama Kategori Tiket', { ...firstCategory, max: 60 }),
    harga_kategori_tiket: f.number('Harga Kategori Tiket', firstCategory),
    jumlah_stok_tiket: f.number('Jumlah Stok Tiket', firstCategory),
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
    filters: {
      tanggal_pertujukan: { kind: 'range', label: 'Tanggal Pertunjukan' },
      /** the show has begun: no longer for sale */
      lalu: { kind: 'boolean', label: 'Pertunjukan lalu' },
    },
  },
});

/** /tiket: the shows to come, soonest first; past ones ('Pertunjukan lalu') below, latest first. */
export const SHOW_LIST_ORDER = { lalu: false, sort: 'tanggal_pertujukan' } as const;
/** Its 'Pertunjukan lalu' section: the latest past shows (the browser and the server ask alike). */
export const PAST_SHOWS_PARAMS = { lalu: true, sort: '-tanggal_pertujukan', page: 1, limit: 6 } as const;
