import { MAX_SETTLEMENT_PERIOD_DAYS, settlementMessages as m } from '@teater/contract';
import { badRequest } from '../../core/http-error.js';

const DAY_MS = 86_400_000;

/** A period of WIB days as instants: [start of `from`, start of the day after `to`). */
export interface Period {
  start: Date;
  end: Date;
}

/** The WIB days given (both included), or the last 31 days; 400 when backwards or longer than a year. */
export function periodOf(from?: string, to?: string): Period {
  const end = to ? new Date(`${to}T00:00:00+07:00`).getTime() + DAY_MS : Date.now() + DAY_MS;
  const start = from ? new Date(`${from}T00:00:00+07:00`).getTime() : end - 32 * DAY_MS;
  if (start >= end || end - start > MAX_SETTLEMENT_PERIOD_DAYS * DAY_MS) {
    throw badRequest(m.badPeriod, { from: m.badPeriod });
  }
  return { start: new Date(start), end: new Date(end) };
}
