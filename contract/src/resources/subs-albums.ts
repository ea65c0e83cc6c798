import { f } from '../fields.js';
import { adminMessages } from '../messages/admin.js';
import { subsMessages } from '../messages/subs.js';
import { defineResource } from '../resource.js';
import { column } from '../resource-admin.js';
import { adminMenu } from '../site/links.js';

/**
 * Exclusive albums (/subs/kontengalerisubscribers, /managephotos). Files arrive as `thumbnail`,
 * repeated: the first becomes the thumbnail, every file is also listed in tempSubsgaleri
 * ({ id, image }) for the album grid (api/src/content/exclusive.ts).
 */
export const subsgaleri = defineResource({
  name: 'subsgaleri',
  path: '/subsgaleri',
  label: 'Galeri Eksklusif',
  fields: {
    judul: f.text('Judul', { required: true }),
    karya: f.text('Karya', { required: true }),
    deskripsi: f.textarea('Deskripsi', { required: true }),
    thumbnail: f.image('Thumbnail', { multiple: true }),
  },
  access: { read: 'subscriber', write: 'admin' },
  body: 'multipart',
  list: { search: ['judul', 'karya'], sort: { fields: ['createdAt', 'judul'], default: '-createdAt' } },
  exclusive: true,
  routes: {
    list: '/subs/kontengalerisubscribers',
    detail: '/subs/kontengalerisubscribers/:id',
    admin: '/managephotos',
    adminAdd: '/managesubgaleri/addsubgaleri',
    adminPhotos: '/managephotos/:id/foto',
  },
  menus: [adminMenu('subs', 'Galeri Subscriber', 20)],
  // the first photo is the album's thumbnail (spec: the first file sent)
  photos: { list: 'tempSubsgaleri', minPhotos: 0, places: { thumbnail: 0 } },
  admin: {
    title: 'Manage Galeri Subscriber',
    layout: 'formTable',
    columns: [
      column.image('thumbnail', 'Thumbnail', 'Thumbnail {judul}'),
      column.text('judul', 'Judul'),
      column.text('karya', 'Karya'),
      column.text('deskripsi', 'Deskripsi'),
      column.custom('albumPhotos', 'Foto'),
    ],
    form: { labels: { thumbnail: 'Thumbnail (boleh lebih dari satu)' } },
    add: { label: 'Tambah Galeri' },
    addPage: {
      title: 'Tambah Galeri Subscriber',
      form: {},
      texts: { success: adminMessages.galleryAdded },
      afterSuccess: 'list',
    },
    texts: {
      created: adminMessages.galleryAdded,
      updated: adminMessages.galleryUpdated,
      confirmQuestion: subsMessages.deleteQuestion,
    },
    rowLabel: '{judul}',
  },
});
