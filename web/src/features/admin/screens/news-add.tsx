import { adminMessages, beritas } from '@teater/contract';
import { resourceApi } from '../../../lib/resource-api';
import { addScreen } from '../kit';

export default addScreen({
  title: 'Tambah Berita',
  resource: resourceApi(beritas),
  list: { route: '/managenews', label: 'Manage Berita' },
  texts: { failure: adminMessages.contentUploadFailed },
});
