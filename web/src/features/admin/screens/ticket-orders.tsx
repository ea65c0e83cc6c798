import {
  type AdminTicketOrder,
  categoryMessages,
  doorSalesMessages,
  formatDateTimeWib,
  formatRupiah,
  seatMessages,
  TICKET_ORDER_STATUS_LABELS,
  ticketOrdersList,
} from '@teater/contract';
import { HistoryLink } from '../audit/history-link';
import { OrderAdminActions } from '../components/order-admin-actions';
import { AdminPage, columnKit, type ListSource, ServerTable, useServerList } from '../kit';
import { ExportButton } from '../kit/export-button';

const TITLE = 'Pesanan Tiket';
const ordersSource: ListSource = { path: '/tiket/orders', key: ['tiket', 'orders'], list: ticketOrdersList };
const c = columnKit<AdminTicketOrder>();
const columns = [
  c.custom('Pertunjukan', (row) => row.tiket.nama_pertujukan),
  c.custom('Nama', (row) => (
    <span>
      {row.nama_user}
      <span className="block text-stone-500 text-xs">{row.buyer_email ?? row.user?.email ?? ''}</span>
    </span>
  )),
  c.custom('Jumlah', (row) => row.jumlah_tiket, 'jumlah_tiket'),
  c.custom('Kategori', (row) => categoryMessages.summary(row.categories)),
  c.custom(
    'Total',
    (row) => (
      <span>
        {formatRupiah(row.total_harga)}
        {row.voucher && (
          <span className="block text-green-800 text-xs">
            {row.voucher.code} −{formatRupiah(row.voucher.discount)}
          </span>
        )}
      </span>
    ),
    'total_harga',
  ),
  c.custom('Status', (row) => TICKET_ORDER_STATUS_LABELS[row.status] ?? row.status),
  // where it was sold (web, door) and how it was paid
  c.custom(doorSalesMessages.channel, (row) => (
    <span data-testid="order-channel">
      {row.channel}
      {row.method && <span className="block text-stone-600 text-xs">{row.method}</span>}
    </span>
  )),
  c.custom('Kode Tiket', (row) => <TicketCodes order={row} />),
  c.custom('Tanggal', (row) => formatDateTimeWib(row.createdAt), 'createdAt'),
  c.custom('Aksi', (row) => <OrderAdminActions order={row} listKey={ordersSource.key} />),
];

/** Every seat's code of the order (a door checks any of them), marked once it has come in. */
function TicketCodes({ order }: { order: AdminTicketOrder }) {
  if (order.tickets.length === 0) return <span className="font-mono text-xs">{order.ticket_code ?? '-'}</span>;
  return (
    <ul className="space-y-0.5 font-mono text-xs">
      {order.tickets.map((ticket) => (
        <li key={ticket.code} className="whitespace-nowrap">
          {ticket.code}
          {ticket.checkedInAt && <span className="ml-1 font-sans text-green-800">✓ {seatMessages.checkedIn}</span>}
        </li>
      ))}
    </ul>
  );
}

/** /manageorders: every ticket order, by show and status, searchable by name, e-mail or code. */
export default function TicketOrdersScreen() {
  const server = useServerList<AdminTicketOrder>(ordersSource);
  return (
    <AdminPage title={TITLE} actions={<ExportButton path="/tiket/orders/export.csv" list={ticketOrdersList} />}>
      <ServerTable
        server={server}
        columns={columns}
        numbered
        caption={TITLE}
        empty="Belum ada pesanan tiket."
        rowLabel={(row) => row.order_id}
        actions={(row) => <HistoryLink resource="ticket_orders" id={row.id} label={row.order_id} />}
      />
    </AdminPage>
  );
}
