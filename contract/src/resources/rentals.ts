import { f } from '../fields.js';
import { resourcesView } from '../i18n/en/resources.js';
import { defineResource } from '../resource.js';
import { column } from '../resource-admin.js';
import { adminMenu } from '../site/links.js';

/** read in the current language (the options' labels are in the resources catalog) */
export const RENTAL_STATUSES = resourcesView([
  { value: 'Tersedia', label: 'Tersedia' },
  { value: 'Habis', label: 'Habis' },
] as const);

const title = 'Penyewaan';

/** Rental inventory (/sewa, /managerents): the spec's "Rental item (merch)", so its API is /merchs. kategori is the status. */
export const merchs = defineResource({
  name: 'merchs',
  path: '/merchs',
  label: 'Barang Sewa',
  fields: {
    nama: f.text('Nama', { required: true }),
    harga: f.number('Harga', { required: true, format: 'rupiah' }),
    kategori: f.text('Status', { required: true, hint: 'Tersedia, Habis atau status lain' }),
    deskripsi: f.textarea('Deskripsi', { required: true, translatable: true }),
    gambar_merch: f.image('Gambar', { required: true }),
  },
  access: { read: 'public', write: 'admin' },
  body: 'multipart',
  list: { search: ['nama'], sort: { fields: ['createdAt', 'nama', 'harga'], default: '-createdAt' } },
  routes: { list: '/sewa', detail: '/sewa/:id', admin: '/managerents', adminAdd: '/managerents/addsewa' },
  menus: [
    { menu: 'more', label: 'Penyewaan', order: 70 },
    { menu: 'shortcuts', label: 'Penyewaan', icon: 'box', order: 60 },
    adminMenu('shop', 'Penyewaan', 40),
  ],
  // served as islands: the cards and page links are plain links, the rent dialog an island
  pages: {
    list: { title, islands: true },
    detail: { preview: { title: 'nama', description: 'deskripsi', image: ['gambar_merch'] }, islands: true },
  },
  admin: {
    title: 'Manage Penyewaan',
    rowLabel: '{nama}',
    columns: [
      column.image('gambar_merch', 'Gambar', '{nama}'),
      column.text('nama', 'Nama'),
      column.rupiah('harga', 'Harga'),
      column.status('kategori', 'Status'),
      column.text('deskripsi', 'Deskripsi'),
    ],
    add: { label: 'Tambah Barang Sewa', dialog: true },
    addPage: { title: 'Tambah Barang Sewa' },
    texts: { addTitle: 'Tambah Barang Sewa', editTitle: 'Edit Barang Sewa' },
  },
  texts: {
    heading: title,
    intro: 'Kostum, properti dan perlengkapan panggung yang dapat Anda sewa untuk pementasan.',
    empty: 'Belum ada barang sewa.',
    notFound: 'Barang sewa tidak ditemukan',
    back: 'Kembali ke Penyewaan',
    rent: 'Sewa Sekarang',
  },
});
