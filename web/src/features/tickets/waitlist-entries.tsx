import { formatDateTime, waitlistMessages as m, type WaitlistEntry } from '@teater/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/site-table';
import { toast } from '../../lib/toast';
import { leaveWaitlist } from './api/waitlist-calls';

const until = (entry: WaitlistEntry) => formatDateTime(entry.offer_expires_at ?? entry.createdAt);

/** One entry: what it waits for, its place in line or its offer, and the member's buttons. */
function EntryLine({ entry, withShow, onChanged }: { entry: WaitlistEntry; withShow: boolean; onChanged(): void }) {
  const [busy, setBusy] = useState(false);
  const offered = entry.status === 'offered';
  const ask = async () => {
    if (busy || !window.confirm(offered ? m.declineConfirm : m.leaveConfirm)) return;
    setBusy(true);
    try {
      toast.success((await leaveWaitlist(entry.id)).message);
      // the entry (and this line) goes with the reload
      onChanged();
    } catch (error) {
      toast.error(errorMessage(error));
      setBusy(false);
    }
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
          onClick={() => void ask()}
          disabled={busy}
          className="rounded-lg px-3 py-2 text-sm text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100 disabled:opacity-60"
        >
          {offered ? m.decline : m.leave}
        </button>
      </div>
    </li>
  );
}

/**
 * A member's live waiting-list entries (on a show's page: that show's; in their history: all);
 * `onChanged`: one was left or declined, the list (and the seats) read again.
 */
export function WaitlistEntries({
  entries,
  withShow = false,
  onChanged,
}: {
  entries: readonly WaitlistEntry[];
  withShow?: boolean;
  onChanged(): void;
}) {
  return (
    <ul className="space-y-2" aria-label={m.mine}>
      {entries.map((entry) => (
        <EntryLine key={entry.id} entry={entry} withShow={withShow} onChanged={onChanged} />
      ))}
    </ul>
  );
}
