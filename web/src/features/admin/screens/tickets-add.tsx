import { ticketMessages } from '@teater/contract';
import { paths } from '../../../lib/site-table';
import { ticketApi } from '../../tickets/api/tickets-api';
import { addScreen } from '../kit';

/** /manageticket/addtiket: a new show, then back to the list with 'Berhasil membuat tiket'. */
export default addScreen({
  title: 'Tambah Tiket',
  resource: ticketApi,
  list: { route: paths.tickets.admin, label: ticketMessages.manageTitle },
  texts: { success: ticketMessages.created },
  afterSuccess: 'list',
});
