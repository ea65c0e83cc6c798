import { adminMessages, profilanggotas } from '@teater/contract';
import { resourceApi } from '../../../lib/resource-api';
import { addScreen } from '../kit';

export default addScreen({
  title: 'Tambah Anggota',
  resource: resourceApi(profilanggotas),
  list: { route: '/managemembers', label: 'Manage Anggota' },
  button: { label: adminMessages.add, busy: adminMessages.busy.submitting },
  texts: { success: adminMessages.memberAdded, failure: adminMessages.memberAddFailed },
  afterSuccess: 'list',
});
