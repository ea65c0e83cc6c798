import { messages } from '@teater/contract';
import { adminShows, ShowForm } from '../components/show-form';
import { addScreen } from '../kit';

/** /manageticket/addtiket: a new show and its categories, then back to the list with 'Berhasil membuat tiket'. */
export default addScreen({
  title: 'Tambah Tiket',
  resource: adminShows,
  list: { route: '/manageticket', label: messages.tickets.manageTitle },
  texts: { success: messages.tickets.created },
  afterSuccess: 'list',
  formComponent: ShowForm,
});
