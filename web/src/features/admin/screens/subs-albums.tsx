import { ALBUMS, messages, subsgaleri } from '@teater/contract';
import { subsAlbumsApi } from '../../subs/subs-api';
import { PhotosLink, photoCount } from '../albums/photos-link';
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
    c.custom('Foto', (row) => (
      <PhotosLink
        to={`/managephotos/${row.id}/foto`}
        count={photoCount(row, ALBUMS.subsgaleri.list)}
        title={row.judul}
      />
    )),
  ],
  form: {
    fields: ['judul', 'karya', 'deskripsi', 'thumbnail'],
    labels: { thumbnail: `${subsgaleri.fields.thumbnail.label} (boleh lebih dari satu)` },
  },
  addPage: { route: '/managesubgaleri/addsubgaleri', label: 'Tambah Galeri' },
  texts: {
    created: messages.admin.galleryAdded,
    updated: messages.admin.galleryUpdated,
    confirmQuestion: messages.subs.deleteQuestion,
  },
  rowLabel: (row) => row.judul,
});
