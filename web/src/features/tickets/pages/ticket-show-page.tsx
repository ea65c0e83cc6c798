import { authMessages, contentMessages, formatDateTime, formatRupiah, ticketMessages } from '@teater/contract';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { ResponsiveImage } from '../../../components/responsive-image';
import { EmptyState } from '../../../components/status';
import { useLoginHref } from '../../../lib/login-return';
import { useSession } from '../../../lib/session';
import { paths } from '../../../lib/site-table';
import { ticketApi } from '../api/tickets-api';
import { OrderForm } from '../components/order-form';
import { salesState, salesWindowText } from '../lib/sales-state';

/** /tiket/kontentiket?id=: a show's page with its synopsis and the order form. */
export default function TicketShowPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const query = ticketApi.useDetail(/^\d+$/.test(id) ? id : undefined);
  const { isLoggedIn } = useSession();
  const loginHref = useLoginHref();

  if (!/^\d+$/.test(id)) {
    return (
      <>
        <PageHeader title={ticketMessages.title} crumbs={[{ label: 'Tiket', to: paths.tickets.list }]} />
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
      {(show) => {
        const state = salesState(show);
        const facts = [
          [ticketMessages.date, formatDateTime(show.tanggal_pertujukan)],
          [ticketMessages.venue, show.tempat_pertujukan],
          [ticketMessages.category, `${show.nama_kategori_tiket} (${formatRupiah(show.harga_kategori_tiket)})`],
          [ticketMessages.price, formatRupiah(show.harga_tiket)],
        ];
        return (
          <>
            <PageHeader
              title={show.nama_pertujukan}
              crumbs={[{ label: 'Tiket', to: paths.tickets.list }, { label: show.nama_pertujukan }]}
            />
            <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[2fr_3fr]">
              <ResponsiveImage
                src={show.poster}
                alt={`Poster ${show.nama_pertujukan}`}
                priority
                sizes="(min-width: 768px) 40vw, 100vw"
                className="w-full rounded-xl object-cover shadow"
              />
              <div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
                  {facts.map(([label, value]) => (
                    <div key={label} className="contents">
                      <dt className="font-medium text-stone-500">{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
                <h2 className="mt-8 font-display font-semibold text-2xl">{ticketMessages.synopsis}</h2>
                <p className="mt-2 whitespace-pre-line text-stone-700 leading-relaxed">
                  {show.sinopsis || contentMessages.noDescription}
                </p>
                <section
                  aria-labelledby="order-title"
                  className="mt-8 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
                >
                  <h2 id="order-title" className="font-display font-semibold text-xl">
                    {ticketMessages.order}
                  </h2>
                  <p className="mb-4 text-sm text-stone-600">
                    {salesWindowText(show)} · {state.open ? ticketMessages.stock(show.jumlah_stok_tiket) : state.reason}
                  </p>
                  {!state.open ? null : isLoggedIn ? (
                    <OrderForm show={show} />
                  ) : (
                    <p className="text-stone-700">
                      {authMessages.loginRequired}.{' '}
                      <Link to={loginHref} className="font-medium text-brand-700 underline">
                        Login
                      </Link>
                    </p>
                  )}
                </section>
              </div>
            </div>
          </>
        );
      }}
    </QueryView>
  );
}
