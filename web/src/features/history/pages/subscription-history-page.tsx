import {
  formatDateTimeWib,
  formatRupiah,
  paymentLabel,
  paymentMessages,
  type SubscriptionPayment,
  ticketMessages,
} from '@teater/contract';
import { PageHeader } from '../../../components/page-header';
import { PagedView } from '../../../components/paged-view';
import { useSession } from '../../../lib/session';
import { useSubscriptionHistory } from '../api/history-api';
import { type HistoryColumn, HistoryTable } from '../components/history-table';
import { StatusBadge } from '../components/status-badge';

const columns: HistoryColumn<SubscriptionPayment>[] = [
  { header: paymentMessages.number, cell: (_row, number) => number },
  { header: paymentMessages.orderId, cell: (row) => row.order_id, className: 'font-mono break-all' },
  { header: ticketMessages.price, cell: (row) => formatRupiah(row.gross_amount) },
  {
    header: paymentMessages.status,
    cell: (row) => <StatusBadge label={paymentLabel(row.status)} tone={row.status === 'paid' ? 'paid' : 'waiting'} />,
  },
  { header: paymentMessages.date, cell: (row) => formatDateTimeWib(row.createdAt) },
];

/** /history-subscription: number, order id, price, status, date; 12 a page, newest first. */
export default function SubscriptionHistoryPage() {
  const { user } = useSession();
  const history = useSubscriptionHistory(user?.id);
  return (
    <>
      <PageHeader title={paymentMessages.historyTitle} crumbs={[{ label: paymentMessages.historyTitle }]} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <PagedView list={history} empty={paymentMessages.historyEmpty}>
          {(rows) => (
            <HistoryTable
              caption={paymentMessages.historyTitle}
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
