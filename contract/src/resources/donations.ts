import { f } from '../fields.js';
import { defineResource } from '../resource.js';
import { column } from '../resource-admin.js';
import { adminMenu } from '../site/links.js';

const title = 'Donasi';

/** The donation appeal: /donation shows the latest entry (spec: the list's last element). */
export const donasis = defineResource({
  name: 'donasis',
  path: '/donasis',
  label: 'Donasi',
  fields: {
    gambar: f.image('Gambar'),
    paragraf1: f.textarea('Paragraf 1', { required: true, translatable: true }),
    paragraf2: f.textarea('Paragraf 2', { translatable: true }),
    paragraf3: f.textarea('Paragraf 3', { translatable: true }),
    link: f.url('Link'),
  },
  access: { read: 'public', write: 'admin' },
  body: 'multipart',
  routes: { list: '/donation', admin: '/managedonasi' },
  menus: [
    { menu: 'more', label: 'Donasi', order: 90 },
    { menu: 'footer', label: 'Donasi', order: 30 },
    { menu: 'shortcuts', label: 'Donasi', icon: 'heart', order: 80 },
    adminMenu('shop', 'Donasi', 60),
  ],
  pages: { list: { title, islands: true } },
  admin: {
    title: 'Manage Donasi',
    rowLabel: '#{id}',
    columns: [
      column.image('gambar', 'Gambar', '{paragraf1}'),
      column.text('paragraf1', 'Paragraf 1'),
      column.text('link', 'Link'),
    ],
    add: { label: 'Tambah Donasi', dialog: true },
    browserConfirm: true,
    texts: {
      created: 'Donasi created!',
      updated: 'Donasi updated!',
      deleted: 'Donasi deleted!',
      fetchFailed: 'Failed to fetch donasi',
      saveFailed: 'Failed to save donasi',
      deleteFailed: 'Failed to delete donasi',
      addTitle: 'Tambah Donasi',
      editTitle: 'Edit Donasi',
      confirmQuestion: 'Yakin ingin menghapus donasi ini?',
    },
  },
  texts: {
    heading: title,
    empty: 'No donation data available',
    error: 'Failed to load donation data',
    donateNow: 'Donasi Sekarang',
  },
});
