import { adminMessages, beritakolaborasis } from '@teater/contract';
import { resourceApi } from '../../../lib/resource-api';
import { addScreen } from '../kit';

export default addScreen({
  title: 'Tambah Berita Kolaborasi',
  resource: resourceApi(beritakolaborasis),
  list: { route: '/managecollabs', label: 'Manage Berita Kolaborasi' },
  texts: { failure: adminMessages.contentUploadFailed },
});
