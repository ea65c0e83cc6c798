import { ALBUMS, galeris, messages } from '@teater/contract';
import { resourceApi } from '../../../lib/resource-api';
import { PhotosLink, photoCount } from '../albums/photos-link';
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
    c.custom('Foto', (row) => (
      <PhotosLink to={`/managegallery/${row.id}/foto`} count={photoCount(row, ALBUMS.galeris.list)} title={row.judul} />
    )),
  ],
  add: { label: 'Tambah Galeri', dialog: true },
  form: { requiredMessages: { gambarGaleri: messages.media.galleryMainImage } },
  texts: {
    created: messages.admin.galleryAdded,
    updated: messages.admin.galleryUpdated,
    deleted: messages.ui.deleted,
    confirmQuestion: messages.admin.galleryDeleteQuestion,
    addTitle: 'Tambah Galeri',
    editTitle: 'Edit Galeri',
    actionsHeader: 'Action',
  },
});
