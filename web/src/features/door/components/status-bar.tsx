import { formatDateTimeWib, seatMessages, checkinMessages as t } from '@teater/contract/door';
import type { DoorView } from '../lib/view';

/**
 * Always in view: online or offline (switched by itself), how many scans wait to upload, when the
 * list was last refreshed, and the counts: the show's as far as this device knows (every device's
 * once synced) and this device's own.
 */
export function StatusBar({ view }: { view: DoorView }) {
  const { online, queued, refreshedAt, present, sold, mine } = view;
  return (
    <div className="space-y-3">
      <div role="status" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span
          data-testid="door-mode"
          className={`rounded-full px-3 py-1 font-bold ${online ? 'bg-green-700 text-white' : 'bg-stone-800 text-white'}`}
        >
          {online ? t.online : t.offline}
        </span>
        <span data-testid="door-queue">{queued > 0 ? t.queued(queued) : t.allSent}</span>
        <span data-testid="door-refreshed">
          {refreshedAt ? t.listRefreshed(formatDateTimeWib(refreshedAt)) : t.listNever}
        </span>
      </div>
      {!online && <p className="text-sm text-stone-700">{t.offlineHint}</p>}
      <p className="flex flex-wrap items-baseline gap-x-4">
        <span className="font-bold text-4xl" data-testid="attendance">
          {seatMessages.present(present, sold)}
        </span>
        <span className="text-stone-700" data-testid="door-mine">
          {t.deviceCount(mine)}
        </span>
      </p>
    </div>
  );
}
