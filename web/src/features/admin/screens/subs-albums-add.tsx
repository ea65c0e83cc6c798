import { adminMessages } from '@teater/contract';
import { subsAlbumsApi } from '../../subs/subs-api';
import { addScreen } from '../kit';

export default addScreen({
  title: 'Tambah Galeri Subscriber',
  resource: subsAlbumsApi,
  list: { route: '/managephotos', label: 'Manage Galeri Subscriber' },
  form: { fields: ['judul', 'karya', 'deskripsi', 'thumbnail'] },
  texts: { success: adminMessages.galleryAdded },
  afterSuccess: 'list',
});
