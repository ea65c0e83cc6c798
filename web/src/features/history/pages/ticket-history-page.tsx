import { formatDateTime, formatRupiah, messages, type TicketPurchase } from '@teater/contract';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { useSession } from '../../../lib/session';
import { useTicketHistory } from '../api/history-api';
import { type HistoryColumn, HistoryTable } from '../components/history-table';
import { OrderActions } from '../components/order-actions';
import { StatusBadge } from '../components/status-badge';
import { TicketQr } from '../components/ticket-qr';

const toneOf = (status: TicketPurchase['status']) =>
  status === 'paid' ? 'paid' : status === 'pending' ? 'waiting' : 'ended';

const columns: HistoryColumn<TicketPurchase>[] = [
  { header: messages.payment.number, cell: (_row, i) => i + 1 },
  {
    header: messages.tickets.showName,
    cell: (row) => (
      <>
        <span className="font-medium">{row.tiket.nama_pertujukan}</span>
        <span className="block text-stone-500 text-xs">{formatDateTime(row.tiket.tanggal_pertujukan)}</span>
      </>
    ),
  },
  { header: messages.tickets.count, cell: (row) => row.jumlah_tiket },
  { header: messages.tickets.totalPrice, cell: (row) => formatRupiah(row.total_harga) },
  { header: messages.payment.date, cell: (row) => formatDateTime(row.createdAt) },
  {
    header: messages.payment.status,
    cell: (row) => (
      <div className="flex flex-col items-start gap-2">
        <StatusBadge
          label={row.status === 'paid' ? messages.payment.paid : messages.tickets.orderStatus[row.status]}
          tone={toneOf(row.status)}
        />
        <OrderActions order={row} />
      </div>
    ),
  },
  {
    header: messages.tickets.ticketCode,
    cell: (row) => (row.ticket_code ? <TicketQr code={row.ticket_code} /> : '-'),
  },
];

/** /history-pembelian-tiket: number, show, count, total, date; paid orders carry their e-ticket. */
export default function TicketHistoryPage() {
  const { user } = useSession();
  const query = useTicketHistory(user?.id);
  return (
    <>
      <PageHeader title={messages.tickets.historyTitle} crumbs={[{ label: messages.tickets.historyTitle }]} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <QueryView query={query} empty={messages.tickets.historyEmpty}>
          {(rows) => <HistoryTable caption={messages.tickets.historyTitle} columns={columns} rows={rows} />}
        </QueryView>
      </div>
    </>
  );
}
