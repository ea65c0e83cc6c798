import {
  formatDateTime,
  formatRupiah,
  waitlistMessages as m,
  ticketMessages,
  tikets,
  type WaitlistEntry,
} from '@teater/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { useRouteId } from '../../../components/use-route-id';
import { paths } from '../../../lib/site-table';
import { useWaitlistEntry } from '../api/waitlist-api';
import { OfferForm } from '../components/offer-form';

const link = 'font-medium text-brand-700 underline';

/** What the offer is for: the show, its time and place, the seats and what one costs this member. */
function OfferFacts({ entry }: { entry: WaitlistEntry }) {
  const facts = [
    [ticketMessages.showName, entry.tiket.nama_pertujukan],
    [ticketMessages.date, `${formatDateTime(entry.tiket.tanggal_pertujukan)} WIB`],
    [ticketMessages.venue, entry.tiket.tempat_pertujukan],
    [ticketMessages.category, `${entry.quantity}× ${entry.category.name}`],
    [ticketMessages.price, formatRupiah(entry.category.price)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-500">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The offer while it holds its seats; otherwise what became of it, and where to go. */
function OfferBody({ entry }: { entry: WaitlistEntry }) {
  const showLink = (
    <Link to={`${paths.tickets.show(entry.tiket.id)}`} className={link}>
      {ticketMessages.detail}
    </Link>
  );
  let state: ReactNode;
  if (entry.status === 'offered' && entry.offer_expires_at) {
    state = (
      <>
        <p className="rounded-lg bg-green-50 px-4 py-3 font-medium text-green-900 ring-1 ring-green-200" role="status">
          {m.offerHolds(entry.quantity, entry.category.name, formatDateTime(entry.offer_expires_at))} {m.offerBuy}
        </p>
        <OfferForm entry={entry} />
      </>
    );
  } else if (entry.status === 'claimed') {
    state = (
      <p role="status">
        {m.offerBought}{' '}
        <Link to={paths.ticketHistory} className={link}>
          {m.toHistory}
        </Link>
      </p>
    );
  } else if (entry.status === 'waiting') {
    state = (
      <p role="status">
        {m.position(entry.position ?? 1)}. {showLink}
      </p>
    );
  } else {
    state = (
      <p role="status">
        {entry.status === 'lapsed' ? m.offerExpired : m.offerGone}. {showLink}
      </p>
    );
  }
  return (
    <div className="mx-auto max-w-2xl space-y-5 px-4 py-8">
      <section className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
        <OfferFacts entry={entry} />
        {state}
      </section>
    </div>
  );
}

/** /tiket/penawaran/:id: the link of a waiting list's offer mail; the held seats are bought here. */
export default function WaitlistOfferPage() {
  const id = useRouteId();
  const query = useWaitlistEntry(id === null ? undefined : String(id));
  return (
    <>
      <PageHeader
        title={m.offerTitle}
        crumbs={[{ label: tikets.label, to: paths.tickets.list }, { label: m.offerTitle }]}
      />
      {id === null ? (
        <p className="mx-auto max-w-2xl px-4 py-8">{m.notFound}</p>
      ) : (
        <QueryView query={query} empty={m.notFound}>
          {(entry) => <OfferBody entry={entry} />}
        </QueryView>
      )}
    </>
  );
}
