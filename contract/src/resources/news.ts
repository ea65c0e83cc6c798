import { defineResource } from '../resource.js';
import { adminMenu } from '../site/links.js';
import { articleAdmin, articleBasics, articleFields, articlePages } from './articles.js';

/** News (/news, /managenews). */
export const beritas = defineResource({
  name: 'beritas',
  path: '/beritas',
  label: 'Berita',
  fields: articleFields('gambar_1', 'gambar_2'),
  ...articleBasics,
  routes: {
    list: '/news',
    detail: '/news/:id',
    admin: '/managenews',
    adminAlias: '/manageberita',
    adminAdd: '/managenews/addberita',
  },
  menus: [{ menu: 'more', label: 'Berita', order: 10 }, adminMenu('content', 'Berita', 10)],
  pages: articlePages('Berita', 'gambar_1'),
  admin: articleAdmin({
    title: 'Manage Berita',
    add: 'Tambah Berita',
    addTitle: 'Tambah Berita',
    editTitle: 'Edit Berita',
  }),
  texts: {
    heading: 'Berita',
    intro: 'Kabar terbaru dari panggung, ruang latihan dan kegiatan kami.',
    empty: 'Belum ada berita untuk ditampilkan.',
    back: 'Kembali ke Berita',
  },
});
