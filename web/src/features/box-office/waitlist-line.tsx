import { formatDateTime, waitlistMessages as m, type WaitlistEntry } from '@teater/contract';
import { Link } from 'react-router';
import { paths } from '../../lib/site-table';

const until = (entry: WaitlistEntry) => formatDateTime(entry.offer_expires_at ?? entry.createdAt);

/**
 * One entry's line; `onLeave` runs once the member confirmed leaving the line or declining the
 * offer (the app's query cache, or an island's call and page load: history/components/my-waitlist.tsx).
 */
export function WaitlistLine({
  entry,
  withShow,
  onLeave,
  pending,
}: {
  entry: WaitlistEntry;
  withShow: boolean;
  onLeave: () => void;
  pending: boolean;
}) {
  const offered = entry.status === 'offered';
  const ask = () => {
    if (window.confirm(offered ? m.declineConfirm : m.leaveConfirm)) onLeave();
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white px-4 py-3 ring-1 ring-stone-200">
      <div>
        <p className="font-medium">
          {entry.quantity}× {entry.category.name}
          {withShow && <span className="font-normal text-stone-600"> · {entry.tiket.nama_pertujukan}</span>}
        </p>
        <p className={`text-sm ${offered ? 'font-semibold text-green-800' : 'text-stone-600'}`}>
          {offered ? m.offeredUntil(until(entry)) : m.position(entry.position ?? 1)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {offered && (
          <Link
            to={paths.waitlistOffer(entry.id)}
            className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-600"
          >
            {m.openOffer}
          </Link>
        )}
        <button
          type="button"
          onClick={ask}
          disabled={pending}
          className="rounded-lg px-3 py-2 text-sm text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100 disabled:opacity-60"
        >
          {offered ? m.decline : m.leave}
        </button>
      </div>
    </li>
  );
}
