import { useQuery } from '@tanstack/react-query';
import { type AdminPayment, formatDateTime, formatRupiah, messages, paymentLabel } from '@teater/contract';
import { api } from '../../../lib/api';
import { AdminPage, columnKit, ResourceTable } from '../kit';

const p = messages.payment;
const c = columnKit<AdminPayment>();
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
  c.custom(p.status, (row) => (
    <span>
      {paymentLabel(row.status)} <span className="text-stone-500 text-xs">({row.transaction_status})</span>
      {row.needsRefund && <span className="ml-1 font-semibold text-red-700">{p.needsRefund}</span>}
    </span>
  )),
  c.custom(p.kind, (row) => (row.kind === 'subscription' ? p.kindSubscription : p.kindTicket)),
  c.custom(p.amount, (row) => formatRupiah(row.gross_amount)),
  c.custom(p.orderId, (row) => <span className="font-mono text-xs">{row.order_id}</span>),
  c.custom(p.date, (row) => formatDateTime(row.createdAt)),
];

/** /adminpayment: every payment with its user (name, email, subscription_time) and status. */
export default function PaymentsScreen() {
  const query = useQuery({
    queryKey: ['payment', 'admin'],
    queryFn: ({ signal }) => api<{ data: AdminPayment[] }>('/payment', { signal }).then((r) => r.data),
  });
  return (
    <AdminPage title={p.adminTitle}>
      <ResourceTable query={query} columns={columns} numbered caption={p.adminTitle} empty={p.adminEmpty} />
    </AdminPage>
  );
}
