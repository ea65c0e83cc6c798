import { naskahApi } from '../../scripts/api';
import { addScreen } from '../kit';

/** /managescripts/addnaskah: a script or book of the public collection (/scripts), listed on /managenaskah. */
export default addScreen({
  title: 'Tambah Naskah',
  resource: naskahApi,
  list: { route: '/managenaskah', label: 'Manage Naskah' },
});
