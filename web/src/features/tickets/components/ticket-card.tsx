import { formatDateTime, formatRupiah, ticketMessages } from '@teater/contract';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/responsive-image';
import { paths } from '../../../lib/site-table';
import { type Show, salesState } from '../lib/sales-state';

/** A show's card: poster, name, date, venue, price, seats left, and the order button. */
export function TicketCard({ show, onOrder }: { show: Show; onOrder(show: Show): void }) {
  const state = salesState(show);
  return (
    <article className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <ResponsiveImage
        src={show.poster}
        alt={`Poster ${show.nama_pertujukan}`}
        sizes="(min-width: 768px) 33vw, 100vw"
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex grow flex-col p-5">
        <h2 className="font-display font-semibold text-xl">{show.nama_pertujukan}</h2>
        <p className="mt-1 text-sm text-stone-600">{formatDateTime(show.tanggal_pertujukan)}</p>
        <p className="text-sm text-stone-600">{show.tempat_pertujukan}</p>
        <p className="mt-3 font-bold text-brand-700 text-lg">{formatRupiah(show.harga_tiket)}</p>
        <p className="text-sm text-stone-600">
          {show.nama_kategori_tiket} · {state.open ? ticketMessages.stock(show.jumlah_stok_tiket) : state.reason}
        </p>
        <div className="mt-auto flex gap-3 pt-5">
          <Link
            to={paths.tickets.show(show.id)}
            className="rounded-lg px-4 py-2 font-medium text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50"
          >
            {ticketMessages.detail}
          </Link>
          <button
            type="button"
            disabled={!state.open}
            onClick={() => onOrder(show)}
            className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:bg-stone-400"
          >
            {ticketMessages.order}
          </button>
        </div>
      </div>
    </article>
  );
}
