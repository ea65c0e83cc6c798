import {
  formatDateTimeWib,
  formatRupiah,
  paymentLabel,
  paymentMessages,
  type SubscriptionPayment,
  TRANSACTION_STATUS_LABELS,
  ticketMessages,
} from '@teater/contract';
import { PageHeader } from '../../../components/page-header';
import { PagedView } from '../../../components/paged-view';
import { useMember } from '../../../lib/member';
import { paths } from '../../../lib/site-table';
import { useSubscriptionHistory } from '../api/history-api';
import { type HistoryColumn, HistoryView } from '../components/history-table';
import { CheckoutActions, isPayable } from '../components/order-actions';
import { RenewalLine } from '../components/renewal-line';
import { StatusBadge } from '../components/status-badge';

const p = paymentMessages;

/** Why an unpaid one is no longer payable: cancelled, expired, denied … */
const endedAs = (row: SubscriptionPayment) =>
  row.status === 'pending'
    ? p.checkoutExpired
    : (TRANSACTION_STATUS_LABELS[row.transaction_status as keyof typeof TRANSACTION_STATUS_LABELS] ?? null);

/** The spec's 'Lunas' or 'Belum Lunas'; an unpaid checkout that still lasts can be paid or cancelled. */
function PaymentStatus({ row }: { row: SubscriptionPayment }) {
  const paid = row.status === 'paid';
  return (
    <div className="flex flex-col items-start gap-2">
      <StatusBadge label={paymentLabel(row.status)} tone={paid ? 'paid' : 'waiting'} />
      {isPayable(row) ? (
        <CheckoutActions
          calls={`/payment/${row.id}`}
          expiresAt={row.expiresAt}
          returnTo={paths.subscriptionHistory}
          cancelConfirm={p.checkoutCancelConfirm}
        />
      ) : (
        !paid && <span className="text-stone-500 text-xs">{endedAs(row)}</span>
      )}
    </div>
  );
}

// made at each render, not once at start: the headers are read in the page's language
export const columnsOf = (): HistoryColumn<SubscriptionPayment>[] => [
  { header: p.number, cell: (_row, number) => number },
  { header: p.orderId, cell: (row) => row.order_id, className: 'font-mono break-all' },
  { header: ticketMessages.price, cell: (row) => formatRupiah(row.gross_amount) },
  { header: p.status, cell: (row) => <PaymentStatus row={row} /> },
  { header: p.date, cell: (row) => formatDateTimeWib(row.createdAt) },
];

/** On a phone each payment is a card (its order id, which never changes, names it): nothing off-screen. */
function PaymentCard({ row }: { row: SubscriptionPayment }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <p className="break-all font-mono text-stone-500 text-xs">{row.order_id}</p>
      <dl className="grid grid-cols-2 gap-1 text-sm">
        <dt className="text-stone-500">{ticketMessages.price}</dt>
        <dd>{formatRupiah(row.gross_amount)}</dd>
        <dt className="text-stone-500">{p.date}</dt>
        <dd>{formatDateTimeWib(row.createdAt)}</dd>
      </dl>
      <PaymentStatus row={row} />
    </li>
  );
}

/** /history-subscription: number, order id, price, status, date; 12 a page, newest first. */
export default function SubscriptionHistoryPage() {
  const user = useMember();
  const history = useSubscriptionHistory(user?.id);
  return (
    <>
      <PageHeader title={p.historyTitle} crumbs={[{ label: p.historyTitle }]} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <RenewalLine />
        <PagedView list={history} empty={p.historyEmpty}>
          {(rows) => (
            <HistoryView
              caption={p.historyTitle}
              columns={columnsOf()}
              rows={rows}
              firstNumber={history.query.data?.firstNumber ?? 1}
              card={(row) => <PaymentCard row={row} />}
            />
          )}
        </PagedView>
      </div>
    </>
  );
}
