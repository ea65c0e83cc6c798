import { formatDateTime, formatRupiah, messages, seatMessages, type TicketCategory } from '@teater/contract';
import { Link } from 'react-router';
import { adminShows, categoriesOf, ShowForm } from '../components/show-form';
import { formTableScreen } from '../kit';

const t = messages.tickets;
const dateTime = (iso: string) => formatDateTime(iso);

/** Each category on its line: name, its one price, seats left of its seats. */
const CategoryList = ({ categories }: { categories: readonly TicketCategory[] }) => (
  <ul className="space-y-1">
    {categories.map((category) => (
      <li key={category.id} className="whitespace-nowrap">
        <span className="font-medium">{category.name}</span> · {formatRupiah(category.price)} · {category.seats_left}/
        {category.seats}
      </li>
    ))}
  </ul>
);

/** /manageticket: 'Manage Pertunjukan dan Tiket', the show form (with its categories) on top, the shows below. */
export default formTableScreen({
  title: t.manageTitle,
  resource: adminShows,
  columns: (c) => [
    c.text('nama_pertujukan', 'Nama Pertunjukan'),
    c.custom('Tanggal Pertunjukan', (row) => dateTime(row.tanggal_pertujukan)),
    c.text('tempat_pertujukan', 'Tempat'),
    c.custom('Mulai Penjualan', (row) => dateTime(row.tanggal_mulai_penjualan)),
    c.custom('Selesai Penjualan', (row) => dateTime(row.tanggal_selesai_penjualan)),
    c.custom('Kategori · Harga · Sisa/Kursi', (row) => <CategoryList categories={categoriesOf(row)} />),
    c.custom('Hadir', (row) => (
      <Link to={`/checkin/${row.id}`} className="font-semibold text-red-800 underline">
        {seatMessages.attendeesTitle}
      </Link>
    )),
  ],
  form: {
    fields: [
      'nama_pertujukan',
      'tanggal_pertujukan',
      'tempat_pertujukan',
      'tanggal_mulai_penjualan',
      'tanggal_selesai_penjualan',
      'sinopsis',
      'poster',
      'draft',
      'published_at',
    ],
  },
  formComponent: ShowForm,
  addPage: { route: '/manageticket/addtiket', label: 'Tambah Tiket' },
  texts: { created: t.created, updated: t.edited, confirmQuestion: t.deleteConfirm },
  rowLabel: (row) => row.nama_pertujukan,
});
