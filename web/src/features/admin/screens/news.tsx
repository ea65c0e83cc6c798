import { beritas, uiMessages } from '@teater/contract';
import { resourceApi } from '../../../lib/resource-api';
import { adminScreen } from '../kit';

export default adminScreen({
  title: 'Manage Berita',
  resource: resourceApi(beritas),
  columns: (c) => [
    c.image('photo_url', 'Thumbnail', (row) => row.title),
    c.text('title', 'Judul'),
    c.text('summary', 'Deskripsi Thumbnail'),
  ],
  add: { label: 'Tambah Berita', route: '/managenews/addberita' },
  texts: { editTitle: 'Edit Berita', deleted: uiMessages.articleDeleted, fetchFailed: uiMessages.articleFetchFailed },
});
