import { adminMessages, programs } from '@teater/contract';
import { resourceApi } from '../../../lib/resource-api';
import { addScreen } from '../kit';

export default addScreen({
  title: 'Add Program',
  resource: resourceApi(programs),
  list: { route: '/manageprogram', label: 'Manage Program' },
  button: { label: adminMessages.add, busy: adminMessages.busy.creating },
  texts: { success: adminMessages.programAdded, failure: adminMessages.programAddFailed },
  afterSuccess: 'list',
});
