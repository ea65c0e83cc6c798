import { adminMessages, subsMessages } from '@teater/contract';
import { categoryLabel, subsScriptsApi } from '../../subs/subs-api';
import { formTableScreen } from '../kit';

/** /managescripts: exclusive scripts and books (pdf or docx) with an upload form above the list. */
export default formTableScreen({
  title: 'Manage Scripts',
  resource: subsScriptsApi,
  columns: (c) => [
    c.text('nama_naskah', 'Judul Naskah/Buku'),
    c.custom('Kategori', (row) => categoryLabel(row.kategori_naskah)),
    c.text('pengarang', 'Pengarang'),
    c.custom('Berkas', (row) =>
      row.file_naskah ? (
        <a href={row.file_naskah} target="_blank" rel="noopener" className="text-brand-700 underline">
          {adminMessages.openFile}
        </a>
      ) : (
        '-'
      ),
    ),
  ],
  form: { fields: ['kategori_naskah', 'nama_naskah', 'pengarang', 'summary', 'isi_naskah', 'file_naskah'] },
  addPage: { route: '/managesubnaskah/addsubnaskah', label: 'Tambah Naskah' },
  texts: {
    created: subsMessages.scriptUploaded,
    updated: subsMessages.scriptUpdated,
    saveFailed: 'Failed to save manuscript',
    deleteFailed: 'Failed to delete manuscript',
    confirmQuestion: subsMessages.deleteQuestion,
  },
  rowLabel: (row) => row.nama_naskah,
});
