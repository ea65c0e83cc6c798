import { SHOW_LIST_ORDER, ticketMessages } from '@teater/contract';
import { PageHeader } from '../../../components/page-header';
import { PagedView } from '../../../components/paged-view';
import { usePagedList } from '../../../components/use-paged-list';
import { ticketApi } from '../api/tickets-api';
import { OrderDialog } from '../components/order-dialog';
import { TicketCard } from '../components/ticket-card';
import { useOrderOpener } from '../components/use-order-opener';
import type { Show } from '../lib/sales-state';

/** Within the page: shows still to come first (soonest first), then past ones (latest first). */
const byUpcoming = (shows: Show[]) => {
  const now = Date.now();
  const at = (s: Show) => new Date(s.tanggal_pertujukan).getTime();
  const upcoming = shows.filter((s) => at(s) >= now).sort((a, b) => at(a) - at(b));
  const past = shows.filter((s) => at(s) < now).sort((a, b) => at(b) - at(a));
  return [...upcoming, ...past];
};

/** /tiket: the shows as cards, each with the order dialog. */
export default function TicketListPage() {
  const query = usePagedList(ticketApi, SHOW_LIST_ORDER);
  const opener = useOrderOpener();
  return (
    <>
      <PageHeader title={ticketMessages.title} crumbs={[{ label: 'Tiket' }]} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <p className="mb-8 max-w-2xl text-stone-700">{ticketMessages.intro}</p>
        <PagedView list={query} empty={ticketMessages.empty}>
          {(shows) => (
            <div className="grid gap-6 md:grid-cols-3">
              {byUpcoming(shows).map((show) => (
                <TicketCard key={show.id} show={show} onOrder={opener.open} />
              ))}
            </div>
          )}
        </PagedView>
      </div>
      <OrderDialog show={opener.show} onClose={opener.close} />
    </>
  );
}
