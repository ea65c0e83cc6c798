import { formatDateTime, formatRupiah, messages, paymentLabel, type SubscriptionPayment } from '@teater/contract';
import { PageHeader } from '../../../components/page-header';
import { PagedView } from '../../../components/paged-view';
import { useSession } from '../../../lib/session';
import { useSubscriptionHistory } from '../api/history-api';
import { type HistoryColumn, HistoryTable } from '../components/history-table';
import { StatusBadge } from '../components/status-badge';

const columns: HistoryColumn<SubscriptionPayment>[] = [
  { header: messages.payment.number, cell: (_row, number) => number },
  { header: messages.payment.orderId, cell: (row) => row.order_id, className: 'font-mono break-all' },
  { header: messages.tickets.price, cell: (row) => formatRupiah(row.gross_amount) },
  {
    header: messages.payment.status,
    cell: (row) => <StatusBadge label={paymentLabel(row.status)} tone={row.status === 'paid' ? 'paid' : 'waiting'} />,
  },
  { header: messages.payment.date, cell: (row) => formatDateTime(row.createdAt) },
];

/** /history-subscription: number, order id, price, status, date; 12 a page, newest first. */
export default function SubscriptionHistoryPage() {
  const { user } = useSession();
  const history = useSubscriptionHistory(user?.id);
  return (
    <>
      <PageHeader title={messages.payment.historyTitle} crumbs={[{ label: messages.payment.historyTitle }]} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <PagedView list={history} empty={messages.payment.historyEmpty}>
          {(rows) => (
            <HistoryTable
              caption={messages.payment.historyTitle}
              columns={columns}
              rows={rows}
              firstNumber={history.query.data?.firstNumber ?? 1}
            />
          )}
        </PagedView>
      </div>
    </>
  );
}
