import { messages, programs } from '@teater/contract';
import { resourceApi } from '../../../lib/resource-api';
import { addScreen } from '../kit';

export default addScreen({
  title: 'Add Program',
  resource: resourceApi(programs),
  list: { route: '/manageprogram', label: 'Manage Program' },
  button: { label: messages.admin.add, busy: messages.admin.busy.creating },
  texts: { success: messages.admin.programAdded, failure: messages.admin.programAddFailed },
  afterSuccess: 'list',
});
