import { rentalApi } from '../../rentals/api';
import { addScreen } from '../kit';

export default addScreen({
  title: 'Tambah Barang Sewa',
  resource: rentalApi,
  list: { route: '/managerents', label: 'Manage Penyewaan' },
});
