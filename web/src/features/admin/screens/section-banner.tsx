import { messages } from '@teater/contract';
import { heroApi } from '../../landing/api';
import { adminScreen } from '../kit';

/** The hero set (key teater1): three image slots; the key is set when adding, shown in the table, never edited. */
export default adminScreen({
  title: 'Manage Landing Page Images',
  resource: heroApi,
  columns: (c) => [
    c.text('key', 'Key'),
    c.image('photocaroselsatu', 'Foto 1', (row) => `Foto 1 ${row.key}`),
    c.image('photocaroseldua', 'Foto 2', (row) => `Foto 2 ${row.key}`),
    c.image('photocaroseltiga', 'Foto 3', (row) => `Foto 3 ${row.key}`),
  ],
  add: { label: 'Tambah Set Gambar', dialog: true },
  editForm: { fields: ['photocaroselsatu', 'photocaroseldua', 'photocaroseltiga'] },
  rowLabel: (row) => row.key,
  browserConfirm: true,
  texts: {
    saveFailed: messages.landing.submitError,
    deleteFailed: messages.landing.deleteError,
    confirmQuestion: messages.landing.confirmDelete,
    addTitle: 'Tambah Set Gambar',
    editTitle: 'Edit Set Gambar',
  },
});
