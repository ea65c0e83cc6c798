import { landingMessages } from '@teater/contract';
import { lpProgramApi } from '../../landing/api';
import { adminScreen } from '../kit';

export default adminScreen({
  title: 'Section Program',
  resource: lpProgramApi,
  columns: (c) => [
    c.image('photo_url', 'Foto', (row) => row.judul),
    c.text('judul', 'Judul'),
    c.text('deskripsi', 'Deskripsi'),
  ],
  add: { label: 'Tambah Program', dialog: true },
  browserConfirm: true,
  texts: {
    saveFailed: landingMessages.submitError,
    deleteFailed: landingMessages.deleteError,
    confirmQuestion: landingMessages.confirmDelete,
    addTitle: 'Tambah Program',
    editTitle: 'Edit Program',
  },
});
