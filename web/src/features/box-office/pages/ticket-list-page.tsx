import { useQuery } from '@tanstack/react-query';
import { categoryMessages, PAST_SHOWS_PARAMS, SHOW_LIST_ORDER, ticketMessages, tikets } from '@teater/contract';
import { PageHeader } from '../../../components/page-header';
import { PagedView } from '../../../components/paged-view';
import { usePagedList } from '../../../components/use-paged-list';
import { ticketApi } from '../api/tickets-api';
import { TicketCard } from '../components/ticket-card';

/** 'Pertunjukan lalu': the latest shows already performed, below those for sale, not orderable. */
function PastShows() {
  const query = useQuery({ ...ticketApi.list(PAST_SHOWS_PARAMS), select: (answer) => answer.data });
  const shows = query.data ?? [];
  if (shows.length === 0) return null;
  return (
    <section aria-labelledby="past-shows" className="mt-16">
      <h2 id="past-shows" className="mb-6 font-display font-semibold text-2xl">
        {categoryMessages.pastTitle}
      </h2>
      <div className="grid gap-6 md:grid-cols-3">
        {shows.map((show) => (
          <TicketCard key={show.id} show={show} />
        ))}
      </div>
    </section>
  );
}

/**
 * /tiket: the shows to come as cards (soonest first), each with the order dialog; past ones below.
 * Served as islands: only the cards' order buttons with their dialogs hydrate.
 */
export default function TicketListPage() {
  const query = usePagedList(ticketApi, SHOW_LIST_ORDER);
  return (
    <>
      <PageHeader title={ticketMessages.title} crumbs={[{ label: tikets.label }]} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <p className="mb-8 max-w-2xl text-stone-700">{ticketMessages.intro}</p>
        <section aria-labelledby="upcoming-shows">
          <h2 id="upcoming-shows" className="mb-6 font-display font-semibold text-2xl">
            {categoryMessages.upcomingTitle}
          </h2>
          <PagedView list={query} empty={ticketMessages.empty}>
            {(shows) => (
              <div className="grid gap-6 md:grid-cols-3">
                {shows.map((show, i) => (
                  <TicketCard key={show.id} show={show} orderable priority={i === 0} />
                ))}
              </div>
            )}
          </PagedView>
        </section>
        <PastShows />
      </div>
    </>
  );
}
