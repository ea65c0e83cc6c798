import { profilanggotas } from '@teater/contract';
import { resourceApi } from '../../../lib/resource-api';
import { adminScreen } from '../kit';

export default adminScreen({
  title: 'Manage Anggota',
  resource: resourceApi(profilanggotas),
  columns: (c) => [
    c.image('photo', 'Foto', (row) => row.nama),
    c.text('nama', 'Nama'),
    c.text('jabatan', 'Username IG'),
    c.yesNo('coach', 'Coach'),
  ],
  add: { label: 'Tambah Anggota', route: '/managemembers/addanggota' },
  texts: { editTitle: 'Edit Anggota' },
});
