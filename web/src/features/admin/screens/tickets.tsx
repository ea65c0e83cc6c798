import { formatDateTime, ticketMessages, tikets } from '@teater/contract';
import { paths } from '../../../lib/site-table';
import { ticketApi } from '../../tickets/api/tickets-api';
import { customCells, formTableScreen } from '../kit';

const t = ticketMessages;
const dateTime = (iso: string) => formatDateTime(iso);

/** /manageticket: 'Manage Pertunjukan dan Tiket', the form on top and the nine fields below. */
export default formTableScreen({
  title: t.manageTitle,
  resource: ticketApi,
  columns: (c) => [
    c.text('nama_pertujukan', 'Nama Pertunjukan'),
    c.custom('Tanggal Pertunjukan', (row) => dateTime(row.tanggal_pertujukan)),
    c.text('tempat_pertujukan', 'Tempat'),
    c.rupiah('harga_tiket', 'Harga Tiket'),
    c.custom('Mulai Penjualan', (row) => dateTime(row.tanggal_mulai_penjualan)),
    c.custom('Selesai Penjualan', (row) => dateTime(row.tanggal_selesai_penjualan)),
    c.text('nama_kategori_tiket', 'Kategori'),
    c.rupiah('harga_kategori_tiket', 'Harga Kategori'),
    c.custom('Stok', (row) => String(row.jumlah_stok_tiket)),
    c.custom('Hadir', (row) => customCells.attendeesLink(row, tikets)),
  ],
  form: {
    fields: [
      'nama_pertujukan',
      'tanggal_pertujukan',
      'tempat_pertujukan',
      'harga_tiket',
      'tanggal_mulai_penjualan',
      'tanggal_selesai_penjualan',
      'nama_kategori_tiket',
      'harga_kategori_tiket',
      'jumlah_stok_tiket',
      'sinopsis',
      'poster',
      'draft',
      'published_at',
    ],
  },
  addPage: { route: paths.tickets.adminAdd, label: 'Tambah Tiket' },
  texts: { created: t.created, updated: t.edited, confirmQuestion: t.deleteConfirm },
  rowLabel: (row) => row.nama_pertujukan,
});
