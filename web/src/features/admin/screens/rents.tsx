import { StatusBadge } from '../../../components/catalogue/status-badge';
import { rentalApi } from '../../rentals/api';
import { adminScreen } from '../kit';

export default adminScreen({
  title: 'Manage Penyewaan',
  resource: rentalApi,
  columns: (c) => [
    c.image('gambar_merch', 'Gambar', (row) => row.nama),
    c.text('nama', 'Nama'),
    c.rupiah('harga', 'Harga'),
    c.custom('Status', (row) => <StatusBadge status={row.kategori} />),
    c.text('deskripsi', 'Deskripsi'),
  ],
  add: { label: 'Tambah Barang Sewa', dialog: true },
  texts: { addTitle: 'Tambah Barang Sewa', editTitle: 'Edit Barang Sewa' },
});
