import { messages } from '@teater/contract';
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
    saveFailed: messages.landing.submitError,
    deleteFailed: messages.landing.deleteError,
    confirmQuestion: messages.landing.confirmDelete,
    addTitle: 'Tambah Berita',
    editTitle: 'Edit Berita',
  },
});
