import { defineResource } from '../resource.js';
import { adminMenu } from '../site/links.js';
import { articleAdmin, articleBasics, articleFields, articlePages } from './articles.js';

/** Collaboration news (/collaboration, /managecollabs). */
export const beritakolaborasis = defineResource({
  name: 'beritakolaborasis',
  path: '/beritakolaborasis',
  label: 'Berita Kolaborasi',
  fields: articleFields('gambar_1', 'gambar_2'),
  ...articleBasics,
  routes: {
    list: '/collaboration',
    detail: '/collaboration/:id',
    admin: '/managecollabs',
    adminAdd: '/managecollabs/addkolaborasi',
  },
  menus: [
    { menu: 'more', label: 'Kolaborasi', order: 20 },
    { menu: 'shortcuts', label: 'Kolaborasi', icon: 'handshake', order: 30 },
    adminMenu('content', 'Berita Kolaborasi', 20),
  ],
  pages: articlePages('Berita Kolaborasi', 'gambar_1'),
  admin: articleAdmin({
    title: 'Manage Berita Kolaborasi',
    add: 'Tambah Kolaborasi',
    addTitle: 'Tambah Berita Kolaborasi',
    editTitle: 'Edit Berita Kolaborasi',
  }),
  texts: {
    heading: 'Kolaborasi',
    intro: 'Karya bersama seniman, sanggar dan komunitas.',
    empty: 'Belum ada berita kolaborasi untuk ditampilkan.',
    back: 'Kembali ke Kolaborasi',
  },
});
