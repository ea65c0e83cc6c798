import { beritakolaborasis, uiMessages } from '@teater/contract';
import { resourceApi } from '../../../lib/resource-api';
import { adminScreen } from '../kit';

export default adminScreen({
  title: 'Manage Berita Kolaborasi',
  resource: resourceApi(beritakolaborasis),
  columns: (c) => [
    c.image('photo_url', 'Thumbnail', (row) => row.title),
    c.text('title', 'Judul'),
    c.text('summary', 'Deskripsi Thumbnail'),
  ],
  add: { label: 'Tambah Kolaborasi', route: '/managecollabs/addkolaborasi' },
  texts: {
    editTitle: 'Edit Berita Kolaborasi',
    deleted: uiMessages.articleDeleted,
    fetchFailed: uiMessages.articleFetchFailed,
  },
});
