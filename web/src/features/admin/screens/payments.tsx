import {
  type AdminPayment,
  doorSalesMessages,
  formatDateTimeWib,
  formatRupiah,
  PAYMENT_KIND_LABELS,
  type PAYMENT_KINDS,
  paymentMessages,
  paymentsList,
  TRANSACTION_STATUS_LABELS,
  voucherMessages,
} from '@teater/contract';
import { Link, useSearchParams } from 'react-router';
import { AdminPage, type Column, columnKit, type ListSource, ServerTable, useServerList } from '../kit';
import { ExportButton } from '../kit/export-button';

// Gifts have their own list (/managedonasi-masuk): this screen keeps its two tabs.
type Kind = Exclude<(typeof PAYMENT_KINDS)[number], 'donation'>;
const p = paymentMessages;
const c = columnKit<AdminPayment>();
/** 'Lunas', 'Belum Lunas', 'Kedaluwarsa', 'Dikembalikan', …: never the provider's own word. */
const statusWord = (status: string) =>
  TRANSACTION_STATUS_LABELS[status as keyof typeof TRANSACTION_STATUS_LABELS] ?? p.unknownStatus;

// The buyer as at purchase: the account may have changed its name since, or be gone.
const buyer = [
  c.custom(p.userName, (row) => (
    <span>
      {row.buyer.name ?? row.user?.name ?? '-'}
      {!row.user && row.channel === 'web' && <span className="ml-1 text-stone-500 text-xs">({p.accountDeleted})</span>}
    </span>
  )),
  c.custom(p.email, (row) => row.buyer.email ?? row.user?.email ?? '-'),
];
const money = [
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
  c.custom(p.amount, (row) => formatRupiah(row.gross_amount), 'gross_amount'),
  // where it was paid (web, door) and how (cash, QRIS, the provider's type)
  c.custom(doorSalesMessages.channel, (row) => (
    <span data-testid="payment-channel">
      {row.channel}
      {row.method && <span className="block text-stone-600 text-xs">{row.method}</span>}
    </span>
  )),
  c.custom(p.orderId, (row) => <span className="font-mono text-xs">{row.order_id}</span>),
  c.custom(p.date, (row) => formatDateTimeWib(row.createdAt), 'createdAt'),
];

/** Each kind its own columns: a subscription's end date means nothing on a ticket. */
const columnsOf: Record<Kind, Column<AdminPayment>[]> = {
  subscription: [
    ...buyer,
    c.custom(p.subscriptionTime, (row) =>
      row.user?.subscription_time ? formatDateTimeWib(row.user.subscription_time) : '-',
    ),
    ...money,
  ],
  ticket: [
    ...buyer,
    c.custom(p.show, (row) =>
      row.ticket ? (
        <span>
          {row.ticket.nama_pertujukan}
          {row.ticket.voucher && (
            <span className="block text-green-800 text-xs">
              {voucherMessages.discountOf(row.ticket.voucher.code)} −{formatRupiah(row.ticket.voucher.discount)}
            </span>
          )}
        </span>
      ) : (
        '-'
      ),
    ),
    c.custom(p.seats, (row) => String(row.ticket?.jumlah_tiket ?? '-')),
    ...money,
  ],
};

// The kind is chosen by the tabs, not among the filters.
const { kind: _kind, ...filters } = paymentsList.filters;
const listOfKind = { ...paymentsList, filters };
const sourceOf = (kind: Kind): ListSource => ({
  path: '/payment',
  key: ['payment', 'admin'],
  list: listOfKind,
  fixed: { kind },
});
const KINDS: Kind[] = ['subscription', 'ticket'];

/** /adminpayment: subscriptions or tickets, each paged, searched, sorted and filtered on the server. */
export default function PaymentsScreen() {
  const [search] = useSearchParams();
  const kind: Kind = search.get('kind') === 'ticket' ? 'ticket' : 'subscription';
  // Another kind starts on its first page; the search for a buyer goes along.
  const tab = (k: Kind) =>
    `?${new URLSearchParams({ kind: k, ...(search.get('q') ? { q: search.get('q') ?? '' } : {}) })}`;
  const server = useServerList<AdminPayment>(sourceOf(kind));
  return (
    <AdminPage
      title={p.adminTitle}
      actions={<ExportButton path="/payment/export.csv" list={listOfKind} fixed={{ kind }} />}
    >
      <nav aria-label={p.kind} className="mb-4 flex gap-2 border-stone-300 border-b">
        {KINDS.map((k) => (
          <Link
            key={k}
            to={tab(k)}
            aria-current={k === kind ? 'page' : undefined}
            className={`-mb-px border-b-2 px-4 py-2 font-semibold text-sm ${
              k === kind ? 'border-brand-700 text-brand-700' : 'border-transparent text-stone-600 hover:text-stone-900'
            }`}
          >
            {PAYMENT_KIND_LABELS[k]}
          </Link>
        ))}
      </nav>
      <ServerTable
        key={kind}
        server={server}
        columns={columnsOf[kind]}
        numbered
        caption={`${p.adminTitle}: ${PAYMENT_KIND_LABELS[kind]}`}
        empty={p.adminEmpty}
      />
    </AdminPage>
  );
}
