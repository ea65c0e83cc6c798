import { landingMessages } from '@teater/contract';
import { lpKolaborasiApi } from '../../landing/api';
import { adminScreen } from '../kit';

export default adminScreen({
  title: 'Section Kolaborasi',
  resource: lpKolaborasiApi,
  columns: (c) => [
    c.image('photo_url', 'Foto', (row) => row.judul),
    c.text('judul', 'Judul'),
    c.text('deskripsi', 'Deskripsi'),
  ],
  add: { label: 'Tambah Kolaborasi', dialog: true },
  browserConfirm: true,
  texts: {
    saveFailed: landingMessages.submitError,
    deleteFailed: landingMessages.deleteError,
    confirmQuestion: landingMessages.confirmDelete,
    addTitle: 'Tambah Kolaborasi',
    editTitle: 'Edit Kolaborasi',
  },
});
