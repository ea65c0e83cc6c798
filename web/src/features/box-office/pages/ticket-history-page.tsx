import {
  categoryMessages,
  formatDateTimeWib,
  formatRupiah,
  orderMessages,
  paymentMessages,
  type TicketPurchase,
  ticketMessages,
  voucherMessages,
  waitlistMessages,
} from '@teater/contract';
import { PageHeader } from '../../../components/page-header';
import { PagedView } from '../../../components/paged-view';
import { useMember } from '../../../lib/member';
import { paths } from '../../../lib/site-table';
import { useTicketHistory } from '../api/history-api';
import { useMyWaitlist } from '../api/waitlist-api';
import { type HistoryColumn, HistoryView } from '../components/history-table';
import { MyWaitlistIsland } from '../components/my-waitlist';
import { CheckoutActions, isPayable } from '../components/order-actions';
import { SeatTickets } from '../components/seat-tickets';
import { StatusBadge } from '../components/status-badge';

const t = ticketMessages;
const toneOf = (status: TicketPurchase['status']) =>
  status === 'paid' ? 'paid' : status === 'pending' ? 'waiting' : 'ended';

function OrderStatus({ row }: { row: TicketPurchase }) {
  return (
    <div className="flex flex-col items-start gap-2">
      <StatusBadge
        label={row.status === 'paid' ? paymentMessages.paid : t.orderStatus[row.status]}
        tone={toneOf(row.status)}
      />
      {isPayable(row) && (
        <CheckoutActions
          calls={`/tiket/orders/${row.id}`}
          expiresAt={row.expiresAt}
          returnTo={paths.ticketHistory}
          cancelConfirm={orderMessages.cancelConfirm}
          hold={{ extendable: !row.hold_extended }}
        />
      )}
    </div>
  );
}

const ShowName = ({ row }: { row: TicketPurchase }) => (
  <>
    <span className="font-medium">{row.tiket.nama_pertujukan}</span>
    <span className="block text-stone-500 text-xs">{formatDateTimeWib(row.tiket.tanggal_pertujukan)}</span>
  </>
);

/** The total paid, and what a voucher took off it. */
const Total = ({ row }: { row: TicketPurchase }) => (
  <>
    {formatRupiah(row.total_harga)}
    {row.voucher && (
      <span className="block text-green-800 text-xs">
        {voucherMessages.discountOf(row.voucher.code)} −{formatRupiah(row.voucher.discount)}
      </span>
    )}
  </>
);

/** The member's live waiting-list entries, above their orders: offers to open, places in line. */
function MyWaitlist() {
  const mine = useMyWaitlist(useMember() !== null);
  const entries = mine.data?.data ?? [];
  if (entries.length === 0) return null;
  return (
    <section className="mb-8 space-y-3" aria-labelledby="daftar-tunggu-saya">
      <h2 id="daftar-tunggu-saya" className="font-display font-semibold text-xl">
        {waitlistMessages.mine}
      </h2>
      <MyWaitlistIsland entries={[...entries]} />
    </section>
  );
}

// made at each render, not once at start: the headers are read in the page's language
export const columnsOf = (): HistoryColumn<TicketPurchase>[] => [
  { header: paymentMessages.number, cell: (_row, number) => number },
  { header: t.showName, cell: (row) => <ShowName row={row} /> },
  { header: t.count, cell: (row) => row.jumlah_tiket },
  { header: t.category, cell: (row) => categoryMessages.summary(row.categories) },
  { header: t.totalPrice, cell: (row) => <Total row={row} /> },
  { header: paymentMessages.date, cell: (row) => formatDateTimeWib(row.createdAt) },
  { header: paymentMessages.status, cell: (row) => <OrderStatus row={row} /> },
  {
    header: t.ticketCode,
    cell: (row) => (row.tickets.length ? <SeatTickets orderId={row.id} tickets={row.tickets} /> : '-'),
    className: 'min-w-[14rem]',
  },
];

/**
 * On a phone each order is a card: status, actions and every ticket's QR fit a 360 px screen. A
 * card carries its order id, which never changes (a place in the list moves with every new order).
 */
function OrderCard({ row }: { row: TicketPurchase }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <span className="break-all font-mono text-stone-500 text-xs">{row.order_id}</span>
          <p>
            <ShowName row={row} />
          </p>
        </div>
        <OrderStatus row={row} />
      </div>
      <dl className="grid grid-cols-2 gap-1 text-sm">
        <dt className="text-stone-500">{t.count}</dt>
        <dd>{row.jumlah_tiket}</dd>
        <dt className="text-stone-500">{t.category}</dt>
        <dd>{categoryMessages.summary(row.categories)}</dd>
        <dt className="text-stone-500">{t.totalPrice}</dt>
        <dd>
          <Total row={row} />
        </dd>
        <dt className="text-stone-500">{paymentMessages.date}</dt>
        <dd>{formatDateTimeWib(row.createdAt)}</dd>
      </dl>
      <SeatTickets orderId={row.id} tickets={row.tickets} />
    </li>
  );
}

/**
 * /history-pembelian-tiket: number, show, count, categories, total, date; paid orders carry a ticket per seat;
 * 12 a page, newest first.
 */
export default function TicketHistoryPage() {
  const user = useMember();
  const history = useTicketHistory(user?.id);
  const firstNumber = history.query.data?.firstNumber ?? 1;
  return (
    <>
      <PageHeader title={t.historyTitle} crumbs={[{ label: t.historyTitle }]} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <MyWaitlist />
        <PagedView list={history} empty={t.historyEmpty}>
          {(rows) => (
            <HistoryView
              caption={t.historyTitle}
              columns={columnsOf()}
              rows={rows}
              firstNumber={firstNumber}
              card={(row) => <OrderCard row={row} />}
            />
          )}
        </PagedView>
      </div>
    </>
  );
}
