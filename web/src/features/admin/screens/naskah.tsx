import { catalogueMessages } from '@teater/contract';
import { naskahApi } from '../../scripts/api';
import { adminScreen } from '../kit';

const t = catalogueMessages;

export default adminScreen({
  title: 'Manage Naskah',
  resource: naskahApi,
  columns: (c) => [c.text('namaNaskah', 'Judul Naskah/Buku'), c.text('pengarang', 'Pengarang')],
  add: { label: 'Tambah Naskah', dialog: true },
  browserConfirm: true,
  texts: {
    addTitle: 'Tambah Naskah',
    editTitle: 'Edit Naskah',
    fetchFailed: t.naskahFetchFailed,
    saveFailed: t.naskahSaveFailed,
    deleteFailed: t.naskahDeleteFailed,
    confirmQuestion: 'Yakin ingin menghapus naskah ini?',
  },
});
