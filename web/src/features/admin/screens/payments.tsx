import {
  type AdminPayment,
  formatDateTime,
  formatRupiah,
  PAYMENT_KIND_LABELS,
  paymentMessages,
  paymentsList,
  TRANSACTION_STATUS_LABELS,
} from '@teater/contract';
import { AdminPage, columnKit, type ListSource, ServerTable, useServerList } from '../kit';
import { ExportButton } from '../kit/export-button';

const p = paymentMessages;
const c = columnKit<AdminPayment>();
const statusWord = (status: string) =>
  TRANSACTION_STATUS_LABELS[status as keyof typeof TRANSACTION_STATUS_LABELS] ?? status;
const columns = [
  // The buyer as at purchase: the account may have changed its name since, or be gone.
  c.custom(p.userName, (row) => (
    <span>
      {row.buyer.name ?? row.user?.name ?? '-'}
      {!row.user && <span className="ml-1 text-stone-500 text-xs">({p.accountDeleted})</span>}
    </span>
  )),
  c.custom(p.email, (row) => row.buyer.email ?? row.user?.email ?? '-'),
  c.custom(p.subscriptionTime, (row) =>
    row.kind === 'subscription' && row.user?.subscription_time ? formatDateTime(row.user.subscription_time) : '-',
  ),
  c.custom(
    p.status,
    (row) => (
      <span>
        {statusWord(row.transaction_status)}
        {row.needsRefund && <span className="ml-1 font-semibold text-red-700">{p.needsRefund}</span>}
      </span>
    ),
    'transaction_status',
  ),
  c.custom(p.kind, (row) => PAYMENT_KIND_LABELS[row.kind]),
  c.custom(p.amount, (row) => formatRupiah(row.gross_amount), 'gross_amount'),
  c.custom(p.orderId, (row) => <span className="font-mono text-xs">{row.order_id}</span>),
  c.custom(p.date, (row) => formatDateTime(row.createdAt), 'createdAt'),
];

const paymentsSource: ListSource = { path: '/payment', key: ['payment', 'admin'], list: paymentsList };

/** /adminpayment: every payment, paged, searched, sorted and filtered on the server. */
export default function PaymentsScreen() {
  const server = useServerList<AdminPayment>(paymentsSource);
  return (
    <AdminPage title={p.adminTitle} actions={<ExportButton path="/payment/export.csv" list={paymentsList} />}>
      <ServerTable server={server} columns={columns} numbered caption={p.adminTitle} empty={p.adminEmpty} />
    </AdminPage>
  );
}
