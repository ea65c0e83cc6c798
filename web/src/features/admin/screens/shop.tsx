import { landingMessages } from '@teater/contract';
import { productStatus, StatusBadge } from '../../../components/catalogue/status-badge';
import { productApi } from '../../merch/api';
import { adminScreen } from '../kit';

export default adminScreen({
  title: 'Manage Shop/Merchandise',
  resource: productApi,
  columns: (c) => [
    c.image('gambar_product', 'Gambar', (row) => row.nama),
    c.text('nama', 'Nama'),
    c.custom('Kategori', () => 'Produk'),
    c.rupiah('harga', 'Harga'),
    c.custom('Status', (row) => <StatusBadge status={productStatus(row.tersedia)} />),
    c.text('quantity', 'Jumlah'),
  ],
  add: { label: 'Upload Data', dialog: true },
  texts: { addTitle: 'Upload Data', editTitle: 'Edit Produk', saveFailed: landingMessages.submitError },
});
