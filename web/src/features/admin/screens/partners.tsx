import { beritapartners, uiMessages } from '@teater/contract';
import { resourceApi } from '../../../lib/resource-api';
import { adminScreen } from '../kit';

export default adminScreen({
  title: 'Manage Kemitraan',
  resource: resourceApi(beritapartners),
  columns: (c) => [
    c.image('photo_url', 'Thumbnail', (row) => row.title),
    c.text('title', 'Judul'),
    c.text('summary', 'Deskripsi Thumbnail'),
  ],
  add: { label: 'Tambah Kemitraan', route: '/managepartners/addpartners' },
  texts: {
    editTitle: 'Edit Kemitraan',
    deleted: uiMessages.articleDeleted,
    fetchFailed: uiMessages.articleFetchFailed,
  },
});
