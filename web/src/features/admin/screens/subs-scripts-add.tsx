import { subsMessages } from '@teater/contract';
import { subsScriptsApi } from '../../subs/subs-api';
import { addScreen } from '../kit';

export default addScreen({
  title: 'Tambah Naskah Subscriber',
  resource: subsScriptsApi,
  list: { route: '/managescripts', label: 'Manage Scripts' },
  form: { fields: ['kategori_naskah', 'nama_naskah', 'pengarang', 'summary', 'isi_naskah', 'file_naskah'] },
  texts: { success: subsMessages.scriptUploaded, failure: 'Failed to save manuscript' },
  afterSuccess: 'list',
});
