import { adminMessages, galeris, mediaMessages, uiMessages } from '@teater/contract';
import { resourceApi } from '../../../lib/resource-api';
import { adminScreen } from '../kit';

export default adminScreen({
  title: 'Manage Gallery',
  resource: resourceApi(galeris),
  numbered: true,
  columns: (c) => [
    c.text('judul', 'Judul'),
    c.text('karya', 'Karya'),
    c.image('gambarthumbnail', 'Thumbnail', (row) => `Thumbnail ${row.judul}`),
    c.image('gambarGaleri', 'Gambar 1', (row) => `Gambar 1 ${row.judul}`),
    c.image('gambarGaleri2', 'Gambar 2', (row) => `Gambar 2 ${row.judul}`),
  ],
  add: { label: 'Tambah Galeri', dialog: true },
  form: { requiredMessages: { gambarGaleri: mediaMessages.galleryMainImage } },
  texts: {
    created: adminMessages.galleryAdded,
    updated: adminMessages.galleryUpdated,
    deleted: uiMessages.deleted,
    confirmQuestion: adminMessages.galleryDeleteQuestion,
    addTitle: 'Tambah Galeri',
    editTitle: 'Edit Galeri',
    actionsHeader: 'Action',
  },
});
