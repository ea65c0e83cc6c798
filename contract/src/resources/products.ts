import { f } from '../fields.js';
import { resourcesView } from '../i18n/en/resources.js';
import { textTemplate } from '../i18n/templates.js';
import { defineResource } from '../resource.js';
import { column } from '../resource-admin.js';
import { adminMenu } from '../site/links.js';

/** read in the current language (the options' labels are in the resources catalog) */
export const PRODUCT_CATEGORIES = resourcesView([{ value: 'shop', label: 'Produk' }] as const);

const merchandise = textTemplate('Merchandise {site}', (site: string) => ({ site }));

/** Merchandise for sale (/merch, /manageshop). */
export const products = defineResource({
  name: 'products',
  path: '/products',
  label: 'Produk',
  fields: {
    nama: f.text('Nama', { required: true }),
    kategori: f.select('Kategori', PRODUCT_CATEGORIES, { required: true }),
    harga: f.number('Harga', { required: true, format: 'rupiah' }),
    tersedia: f.boolean('Tersedia'),
    quantity: f.number('Jumlah'),
    deskripsi: f.textarea('Deskripsi', { required: true, translatable: true }),
    gambar_product: f.image('Gambar Produk', { required: true }),
  },
  access: { read: 'public', write: 'admin' },
  body: 'multipart',
  list: { search: ['nama'], sort: { fields: ['createdAt', 'nama', 'harga'], default: '-createdAt' } },
  routes: { list: '/merch', detail: '/merch/:id', admin: '/manageshop', adminAdd: '/manageshop/addmerch' },
  menus: [
    { menu: 'more', label: 'Merchandise', order: 60 },
    { menu: 'shortcuts', label: 'Merchandise', icon: 'bag', order: 50 },
    adminMenu('shop', 'Merchandise', 30),
  ],
  // served as islands: the cards and page links are plain links, the buy dialog an island
  pages: {
    list: { title: merchandise, islands: true },
    detail: { preview: { title: 'nama', description: 'deskripsi', image: ['gambar_product'] }, islands: true },
  },
  admin: {
    title: 'Manage Shop/Merchandise',
    rowLabel: '{nama}',
    columns: [
      column.image('gambar_product', 'Gambar', '{nama}'),
      column.text('nama', 'Nama'),
      column.option('kategori', 'Kategori'),
      column.rupiah('harga', 'Harga'),
      column.status('tersedia', 'Status'),
      column.text('quantity', 'Jumlah'),
    ],
    add: { label: 'Upload Data', dialog: true },
    addPage: { title: 'Tambah Merchandise' },
    texts: { addTitle: 'Upload Data', editTitle: 'Edit Produk' },
  },
  texts: {
    title: merchandise,
    crumb: 'Merchandise',
    empty: 'Belum ada produk.',
    notFound: 'Produk tidak ditemukan',
    error: 'Error fetching product details',
    back: 'Kembali ke Merchandise',
    buy: 'Beli Sekarang',
  },
});
