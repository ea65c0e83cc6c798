import { landingMessages } from '@teater/contract';
import { lpBeritaApi } from '../../landing/api';
import { adminScreen } from '../kit';

export default adminScreen({
  title: 'Section Berita',
  resource: lpBeritaApi,
  columns: (c) => [
    c.image('photo_url', 'Foto', (row) => row.judul),
    c.text('judul', 'Judul'),
    c.text('deskripsi', 'Deskripsi'),
  ],
  add: { label: 'Tambah Berita', dialog: true },
  browserConfirm: true,
  texts: {
    saveFailed: landingMessages.submitError,
    deleteFailed: landingMessages.deleteError,
    confirmQuestion: landingMessages.confirmDelete,
    addTitle: 'Tambah Berita',
    editTitle: 'Edit Berita',
  },
});
