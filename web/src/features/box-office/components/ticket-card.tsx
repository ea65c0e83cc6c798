import { categoryMessages, formatDateTimeWib, formatRupiah, ticketMessages } from '@teater/contract';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/responsive-image';
import { paths } from '../../../lib/site-table';
import { forOrder, isPast, lowestPrice, type Show, salesState, seatsLeftOf } from '../lib/sales-state';
import { CardOrderIsland } from './card-order';

/** 'Rp 75.000,00', or 'Mulai Rp 50.000,00' when its categories differ in price. */
function priceText(show: Show) {
  if (show.categories.length === 0) return '';
  const lowest = formatRupiah(lowestPrice(show));
  const onePrice = new Set(show.categories.map((c) => c.price)).size === 1;
  return onePrice ? lowest : categoryMessages.fromPrice(lowest);
}

/**
 * A show's card: poster, name, date, venue, its categories and lowest price, seats left, and the
 * order button (with its dialog, an island); a past show ('Pertunjukan lalu') only says it has been performed.
 */
export function TicketCard({
  show,
  orderable = false,
  priority = false,
}: {
  show: Show;
  orderable?: boolean;
  /** the page's first poster: on a phone it is the first screen's picture, fetched first */
  priority?: boolean;
}) {
  const state = salesState(show);
  const past = isPast(show);
  return (
    <article
      className={`flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 ${past ? 'opacity-90' : ''}`}
    >
      <ResponsiveImage
        src={show.poster}
        alt={`Poster ${show.nama_pertujukan}`}
        sizes="(min-width: 768px) 33vw, 100vw"
        priority={priority}
        className={`aspect-[4/3] w-full object-cover ${past ? 'grayscale' : ''}`}
      />
      <div className="flex grow flex-col p-5">
        <h3 className="font-display font-semibold text-xl">{show.nama_pertujukan}</h3>
        <p className="mt-1 text-sm text-stone-600">{formatDateTimeWib(show.tanggal_pertujukan)}</p>
        <p className="text-sm text-stone-600">{show.tempat_pertujukan}</p>
        {!past && <p className="mt-3 font-bold text-brand-700 text-lg">{priceText(show)}</p>}
        <p className="text-sm text-stone-600">
          {show.categories.map((c) => c.name).join(' · ')}
          {' — '}
          {state.open ? ticketMessages.stock(seatsLeftOf(show)) : state.reason}
        </p>
        <div className="mt-auto flex gap-3 pt-5">
          <Link
            to={paths.tickets.show(show.id)}
            className="rounded-lg px-4 py-2 font-medium text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50"
          >
            {ticketMessages.detail}
          </Link>
          {!past && orderable && <CardOrderIsland show={forOrder(show)} />}
        </div>
      </div>
    </article>
  );
}
