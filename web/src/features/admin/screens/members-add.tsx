import { messages, profilanggotas } from '@teater/contract';
import { resourceApi } from '../../../lib/resource-api';
import { addScreen } from '../kit';

export default addScreen({
  title: 'Tambah Anggota',
  resource: resourceApi(profilanggotas),
  list: { route: '/managemembers', label: 'Manage Anggota' },
  button: { label: messages.admin.add, busy: messages.admin.busy.submitting },
  texts: { success: messages.admin.memberAdded, failure: messages.admin.memberAddFailed },
  afterSuccess: 'list',
});
