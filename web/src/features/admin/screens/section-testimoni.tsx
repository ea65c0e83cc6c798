import { landingMessages } from '@teater/contract';
import { testimoniApi } from '../../landing/api';
import { adminScreen } from '../kit';

export default adminScreen({
  title: 'Manage Testimoni',
  resource: testimoniApi,
  columns: (c) => [
    c.image('photo_url', 'Foto', (row) => row.nama),
    c.text('nama', 'Nama'),
    c.text('jabatan', 'Jabatan'),
    c.text('quote', 'Quote'),
  ],
  add: { label: 'Tambah Testimoni', dialog: true },
  browserConfirm: true,
  texts: {
    saveFailed: landingMessages.submitError,
    deleteFailed: landingMessages.deleteError,
    confirmQuestion: landingMessages.confirmDelete,
    addTitle: 'Tambah Testimoni',
    editTitle: 'Edit Testimoni',
  },
});
