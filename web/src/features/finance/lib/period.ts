import type { ReportParams } from '../api/report';

export const PERIOD_KINDS = ['today', 'month', 'show', 'custom'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** A moment's WIB day, `YYYY-MM-DD`, whatever the browser's zone. */
export const wibDay = (at: Date = new Date()) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * The report a period choice asks for (state in the URL: `?periode=&dari=&sampai=&pertunjukan=`):
 * today, this month up to today, one show, or the days typed; null while a choice is incomplete.
 */
export function paramsOf(search: URLSearchParams, now = new Date()): ReportParams | null {
  const today = wibDay(now);
  switch ((search.get('periode') ?? 'today') as PeriodKind) {
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'show': {
      const show = Number(search.get('pertunjukan'));
      return Number.isInteger(show) && show > 0 ? { show } : null;
    }
    case 'custom': {
      const [from, to] = [search.get('dari'), search.get('sampai')];
      return from && to ? { from, to } : null;
    }
    default:
      return { from: today, to: today };
  }
}
