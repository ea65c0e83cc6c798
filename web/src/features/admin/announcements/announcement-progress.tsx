import {
  ANNOUNCEMENT_STATUS_OPTIONS,
  type AnnouncementStats,
  formatNumber,
  audienceMessages as m,
} from '@teater/contract';
import { useRefreshWhile } from './announcements-api';

type Row = { id: number } & Record<string, unknown>;

/** An announcement's state and, once sent, its figures: queued, sent, failed, unsubscribed. */
export function AnnouncementProgress({ row }: { row: Row }) {
  const status = String(row.status ?? 'draft');
  const stats = row.stats as AnnouncementStats | undefined;
  const going = status === 'queuing' || (stats !== undefined && stats.queued > stats.sent + stats.failed);
  useRefreshWhile(going);
  const label = ANNOUNCEMENT_STATUS_OPTIONS.find((o) => o.value === status)?.label ?? status;
  if (status === 'draft' || !stats) {
    return <span className="text-stone-600">{label}</span>;
  }
  const figures: [string, number, string][] = [
    [m.queued, stats.queued, ''],
    [m.sent, stats.sent, 'text-emerald-700'],
    [m.failed, stats.failed, stats.failed ? 'text-red-700' : ''],
    [m.unsubscribed, stats.unsubscribed, ''],
  ];
  return (
    <div className="text-sm">
      <p className="font-semibold">{label}</p>
      <dl className="mt-1 grid grid-cols-[auto_auto] gap-x-3 text-xs">
        {figures.map(([name, value, tone]) => (
          <div key={name} className="contents">
            <dt className="text-stone-600">{name}</dt>
            <dd className={`text-right tabular-nums ${tone}`}>{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
