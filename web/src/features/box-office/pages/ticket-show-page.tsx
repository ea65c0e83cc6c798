import { contentMessages, formatDateTimeWib, langOf, ticketMessages, tikets } from '@teater/contract';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { ResponsiveImage } from '../../../components/responsive-image';
import { EmptyState } from '../../../components/status';
import { paths } from '../../../lib/site-table';
import { ticketApi } from '../api/tickets-api';
import { ShowOrderIsland } from '../components/show-order';
import { forOrder, type Show } from '../lib/sales-state';

/**
 * The show itself: its poster with the date and venue on one side; on the other the order form
 * first (on a 1366x768 screen it shows without scrolling), then the synopsis.
 */
function ShowBody({ show }: { show: Show }) {
  const facts = [
    [ticketMessages.date, formatDateTimeWib(show.tanggal_pertujukan)],
    [ticketMessages.venue, show.tempat_pertujukan],
  ];
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-10">
      <div className="space-y-5">
        <ResponsiveImage
          src={show.poster}
          alt={`Poster ${show.nama_pertujukan}`}
          priority
          sizes="(min-width: 768px) 40vw, 100vw"
          className="aspect-[4/5] w-full rounded-xl object-cover shadow"
        />
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-stone-500">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="space-y-8">
        <ShowOrderIsland show={forOrder(show)} />
        <section>
          <h2 className="font-display font-semibold text-2xl">{ticketMessages.synopsis}</h2>
          <p lang={langOf(show, 'sinopsis')} className="mt-2 whitespace-pre-line text-stone-700 leading-relaxed">
            {show.sinopsis || contentMessages.noDescription}
          </p>
        </section>
      </div>
    </div>
  );
}

/**
 * /tiket/kontentiket?id=: a show's page with its categories, the order form and the synopsis.
 * Served as islands: only the order section (and the header) hydrates.
 */
export default function TicketShowPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const query = ticketApi.useDetail(/^\d+$/.test(id) ? id : undefined);
  if (!/^\d+$/.test(id)) {
    return (
      <>
        <PageHeader title={ticketMessages.title} crumbs={[{ label: tikets.label, to: paths.tickets.list }]} />
        <EmptyState>
          {ticketMessages.notFound}.{' '}
          <Link to={paths.tickets.list} className="text-brand-700 underline">
            {ticketMessages.backToList}
          </Link>
        </EmptyState>
      </>
    );
  }
  return (
    <QueryView query={query} empty={ticketMessages.notFound}>
      {(show) => (
        <>
          <PageHeader
            title={show.nama_pertujukan}
            crumbs={[{ label: tikets.label, to: paths.tickets.list }, { label: show.nama_pertujukan }]}
          />
          <ShowBody show={show} />
        </>
      )}
    </QueryView>
  );
}
