import { defineResource } from '../resource.js';
import { adminMenu } from '../site/links.js';
import { articleAdmin, articleBasics, articleFields, articlePages } from './articles.js';

/** Partnership news (/partnership, /managepartners): its second and third images are gambar1 and gambar2. */
export const beritapartners = defineResource({
  name: 'beritapartners',
  path: '/beritapartners',
  label: 'Kemitraan',
  fields: articleFields('gambar1', 'gambar2'),
  ...articleBasics,
  routes: {
    list: '/partnership',
    detail: '/partnership/:id',
    admin: '/managepartners',
    adminAdd: '/managepartners/addpartners',
  },
  menus: [
    { menu: 'more', label: 'Partnership', order: 30 },
    { menu: 'shortcuts', label: 'Partnership', icon: 'building', order: 40 },
    adminMenu('content', 'Kemitraan', 30),
  ],
  pages: articlePages('Partnership', 'gambar1'),
  admin: articleAdmin({
    title: 'Manage Kemitraan',
    add: 'Tambah Kemitraan',
    addTitle: 'Tambah Kemitraan',
    editTitle: 'Edit Kemitraan',
  }),
  texts: {
    heading: 'Partnership',
    intro: 'Lembaga dan mitra yang berjalan bersama kami.',
    empty: 'Belum ada berita kemitraan untuk ditampilkan.',
    back: 'Kembali ke Partnership',
  },
});
