import { f } from '../fields.js';
import { publishingFields } from '../publishing.js';
import { defineResource } from '../resource.js';
import { column } from '../resource-admin.js';
import { adminMenu } from '../site/links.js';

const linkHint = 'Diawali https://';

/** Programs: performances, classes and regular activities (/program, /manageprogram). */
export const programs = defineResource({
  name: 'programs',
  path: '/programs',
  label: 'Program',
  fields: {
    title: f.text('Judul', { required: true, translatable: true }),
    summary: f.textarea('Ringkasan', { required: true, max: 1000, translatable: true }),
    date: f.date('Tanggal', { required: true }),
    description: f.textarea('Deskripsi', { required: true, translatable: true }),
    description2: f.textarea('Deskripsi 2', { translatable: true }),
    description3: f.textarea('Deskripsi 3', { translatable: true }),
    link: f.url('Link', { hint: linkHint }),
    photo_url: f.image('Foto Utama', { required: true }),
    photo_thumbnail_url: f.image('Foto Thumbnail', { required: true }),
    photo_url_2: f.image('Foto 2', { required: true }),
    ...publishingFields,
  },
  access: { read: 'public', write: 'admin' },
  body: 'multipart',
  publishing: true,
  list: { search: ['title', 'summary'], sort: { fields: ['createdAt', 'date', 'title'], default: '-createdAt' } },
  routes: { list: '/program', detail: '/program/:id', admin: '/manageprogram', adminAdd: '/manageprogram/addprogram' },
  menus: [
    { menu: 'bio', label: 'Program', hint: 'Programs', order: 30 },
    { menu: 'desktop', label: 'Program', order: 20 },
    { menu: 'mobile', label: 'Program', order: 20 },
    { menu: 'footer', label: 'Program', order: 40 },
    adminMenu('content', 'Program', 40),
  ],
  pages: {
    list: { title: 'Program', islands: true },
    detail: {
      preview: { title: 'title', description: 'summary', image: ['photo_thumbnail_url', 'photo_url'] },
      islands: true,
    },
  },
  admin: {
    title: 'Manage Program',
    rowLabel: '{title}',
    columns: [
      column.image('photo_url', 'Foto', '{title}'),
      column.text('title', 'Judul'),
      column.text('summary', 'Ringkasan'),
      column.date('date', 'Tanggal'),
      column.custom('announce', 'Pengumuman'),
    ],
    add: { label: 'Add Program' },
    addPage: {
      title: 'Add Program',
      button: { label: 'add', busy: 'creating' },
      texts: { success: 'Program berhasil ditambahkan', failure: 'Gagal menambahkan program' },
      afterSuccess: 'list',
    },
    texts: { editTitle: 'Edit Program' },
  },
  texts: {
    heading: 'Program',
    intro: 'Pementasan, kelas dan kegiatan rutin yang kami selenggarakan.',
    empty: 'No Program Found',
    notFound: 'No programs found.',
    error: 'Error fetching programs',
    back: 'Kembali ke Program',
    link: 'Informasi lebih lanjut',
  },
});
