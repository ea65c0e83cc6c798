import { productApi } from '../../merch/api';
import { addScreen } from '../kit';

export default addScreen({
  title: 'Tambah Merchandise',
  resource: productApi,
  list: { route: '/manageshop', label: 'Manage Shop/Merchandise' },
});
