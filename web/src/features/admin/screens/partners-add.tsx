import { adminMessages, beritapartners } from '@teater/contract';
import { resourceApi } from '../../../lib/resource-api';
import { addScreen } from '../kit';

export default addScreen({
  title: 'Tambah Kemitraan',
  resource: resourceApi(beritapartners),
  list: { route: '/managepartners', label: 'Manage Kemitraan' },
  texts: { failure: adminMessages.contentUploadFailed },
});
