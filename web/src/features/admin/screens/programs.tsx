import { programs } from '@teater/contract';
import { resourceApi } from '../../../lib/resource-api';
import { adminScreen } from '../kit';

export default adminScreen({
  title: 'Manage Program',
  resource: resourceApi(programs),
  columns: (c) => [
    c.image('photo_url', 'Foto', (row) => row.title),
    c.text('title', 'Judul'),
    c.text('summary', 'Ringkasan'),
    c.date('date', 'Tanggal'),
  ],
  add: { label: 'Add Program', route: '/manageprogram/addprogram' },
  texts: { editTitle: 'Edit Program' },
});
