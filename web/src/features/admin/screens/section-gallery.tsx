import { messages } from '@teater/contract';
import { landingGalleryApi } from '../../landing/api';
import { adminScreen } from '../kit';

/** The landing gallery set (key galeriteater1): three image slots; the key is set when adding, shown in the table, never edited. */
export default adminScreen({
  title: 'Landing Gallery Section',
  resource: landingGalleryApi,
  columns: (c) => [
    c.text('key', 'Key'),
    c.image('photogalerilsatu', 'Foto 1', (row) => `Foto 1 ${row.key}`),
    c.image('photogaleridua', 'Foto 2', (row) => `Foto 2 ${row.key}`),
    c.image('photogaleritiga', 'Foto 3', (row) => `Foto 3 ${row.key}`),
  ],
  add: { label: 'Tambah Set Galeri', dialog: true },
  editForm: { fields: ['photogalerilsatu', 'photogaleridua', 'photogaleritiga'] },
  rowLabel: (row) => row.key,
  browserConfirm: true,
  texts: {
    saveFailed: messages.landing.submitError,
    deleteFailed: messages.landing.deleteError,
    confirmQuestion: messages.landing.confirmDelete,
    addTitle: 'Tambah Set Galeri',
    editTitle: 'Edit Set Galeri',
  },
});
