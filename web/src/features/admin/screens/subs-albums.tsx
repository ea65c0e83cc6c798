import { adminMessages, subsgaleri, subsMessages } from '@teater/contract';
import { subsAlbumsApi } from '../../subs/subs-api';
import { formTableScreen } from '../kit';

/** /managephotos: exclusive albums; several pictures per album, the first is the thumbnail. */
export default formTableScreen({
  title: 'Manage Galeri Subscriber',
  resource: subsAlbumsApi,
  columns: (c) => [
    c.image('thumbnail', 'Thumbnail', (row) => `Thumbnail ${row.judul}`),
    c.text('judul', 'Judul'),
    c.text('karya', 'Karya'),
    c.text('deskripsi', 'Deskripsi'),
  ],
  form: {
    fields: ['judul', 'karya', 'deskripsi', 'thumbnail'],
    labels: { thumbnail: `${subsgaleri.fields.thumbnail.label} (boleh lebih dari satu)` },
  },
  addPage: { route: '/managesubgaleri/addsubgaleri', label: 'Tambah Galeri' },
  texts: {
    created: adminMessages.galleryAdded,
    updated: adminMessages.galleryUpdated,
    confirmQuestion: subsMessages.deleteQuestion,
  },
  rowLabel: (row) => row.judul,
});
