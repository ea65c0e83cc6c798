import { GALLERY_PAGE_SIZE } from '../constants.js';
import { f } from '../fields.js';
import { textTemplate } from '../i18n/templates.js';
import { adminMessages } from '../messages/admin.js';
import { mediaMessages } from '../messages/media.js';
import { defineResource } from '../resource.js';
import { column } from '../resource-admin.js';
import { adminMenu } from '../site/links.js';

/** The photo gallery (galeris): /photos, /managegallery. Images are URLs from POST /image. */
export const galeris = defineResource({
  name: 'galeris',
  path: '/galeris',
  label: 'Galeri',
  fields: {
    judul: f.text('Judul', { required: true }),
    karya: f.text('Karya', { required: true }),
    deskripsi: f.textarea('Deskripsi', { required: true, translatable: true }),
    gambarthumbnail: f.imageUrl('Thumbnail'),
    gambarGaleri: f.imageUrl('Gambar 1', { required: true, requiredMessage: mediaMessages.galleryMainImage }),
    gambarGaleri2: f.imageUrl('Gambar 2'),
  },
  access: { read: 'public', write: 'admin' },
  body: 'json',
  list: {
    search: ['judul', 'karya'],
    sort: { fields: ['createdAt', 'judul'], default: '-createdAt' },
    pageSize: GALLERY_PAGE_SIZE,
  },
  routes: { list: '/photos', detail: '/photos/:id', admin: '/managegallery', adminPhotos: '/managegallery/:id/foto' },
  menus: [
    { menu: 'more', label: 'Galeri', order: 40 },
    { menu: 'desktop', label: 'Galeri', order: 10 },
    adminMenu('content', 'Galeri', 60),
  ],
  pages: {
    // the list's cards are links; the detail's carousel and lightbox are one island
    list: { title: 'Galeri', islands: true },
    detail: {
      preview: { title: 'judul', description: 'deskripsi', image: ['gambarthumbnail', 'gambarGaleri'] },
      islands: true,
    },
  },
  photos: { list: 'gambarAlbum', minPhotos: 1, places: { gambarGaleri: 0, gambarGaleri2: 1 } },
  admin: {
    title: 'Manage Gallery',
    rowLabel: '{judul}',
    numbered: true,
    columns: [
      column.text('judul', 'Judul'),
      column.text('karya', 'Karya'),
      column.image('gambarthumbnail', 'Thumbnail', 'Thumbnail {judul}'),
      column.image('gambarGaleri', 'Gambar 1', 'Gambar 1 {judul}'),
      column.image('gambarGaleri2', 'Gambar 2', 'Gambar 2 {judul}'),
      column.custom('albumPhotos', 'Foto'),
    ],
    add: { label: 'Tambah Galeri', dialog: true },
    texts: {
      created: adminMessages.galleryAdded,
      updated: adminMessages.galleryUpdated,
      confirmQuestion: 'Apakah Anda yakin ingin menghapus galeri ini?',
      addTitle: 'Tambah Galeri',
      editTitle: 'Edit Galeri',
      actionsHeader: 'Action',
    },
  },
  texts: {
    heading: 'Galeri',
    intro: 'Potret pementasan dan proses di balik panggung.',
    empty: 'Belum ada foto galeri.',
    notFound: 'ID galeri tidak valid.',
    error: 'Gagal memuat data galeri',
    back: 'Kembali ke Galeri',
    karya: textTemplate('Karya: {karya}', (karya: string) => ({ karya })),
  },
});
