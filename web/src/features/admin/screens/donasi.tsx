import { catalogueMessages } from '@teater/contract';
import { donasiApi } from '../../donation/api';
import { adminScreen } from '../kit';

const t = catalogueMessages;

export default adminScreen({
  title: 'Manage Donasi',
  resource: donasiApi,
  columns: (c) => [
    c.image('gambar', 'Gambar', (row) => row.paragraf1),
    c.text('paragraf1', 'Paragraf 1'),
    c.text('link', 'Link'),
  ],
  add: { label: 'Tambah Donasi', dialog: true },
  browserConfirm: true,
  texts: {
    created: t.donasiCreated,
    updated: t.donasiUpdated,
    deleted: t.donasiDeleted,
    fetchFailed: t.donasiFetchFailed,
    saveFailed: t.donasiSaveFailed,
    deleteFailed: t.donasiDeleteFailed,
    addTitle: 'Tambah Donasi',
    editTitle: 'Edit Donasi',
    confirmQuestion: 'Yakin ingin menghapus donasi ini?',
  },
});
