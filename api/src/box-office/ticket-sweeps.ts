import { type Column, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invalidate } from '../content/index.js';
import { tikets } from '../content/schema.js';
import { schedulePeriodic } from '../core/job-claims.js';
import { ticketCategories } from './schema.js';
import { expireStaleOrders, type SweepScope } from './seat-holds.js';
import { lapseOffers } from './waitlist/offers.js';

/** A sold-out show is swept at most this often per process: a burst of refused buyers costs one sweep. */
const SHOW_SWEEP_MS = 1000;
export const SHOWS = 'tikets';

/** Whether a show began, or a show's or a category's sales opened or closed, in (since, until]. */
async function showTimesPassed(app: FastifyInstance, since: Date, until: Date) {
  const passed = (column: Column) =>
    sql`${column} > ${since.toISOString()}::timestamptz AND ${column} <= ${until.toISOString()}::timestamptz`;
  const [show] = await app.db
    .select({ id: tikets.id })
    .from(tikets)
    .where(
      or(
        passed(tikets.tanggal_pertujukan),
        passed(tikets.tanggal_mulai_penjualan),
        passed(tikets.tanggal_selesai_penjualan),
      ),
    )
    .limit(1);
  if (show) return true;
  const [category] = await app.db
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(or(passed(ticketCategories.sales_start), passed(ticketCategories.sales_end)))
    .limit(1);
  return category !== undefined;
}

/**
 * Expired holds give their seats back: every HOLD_SWEEP_SECONDS for all shows, and lazily where it
 * matters at once: for a show an order finds short of seats (at most every SHOW_SWEEP_MS), and
 * for a buyer reading their history. Never on every order: that was a scan of all orders per
 * order, and a sold-out rush would repeat it for every refused buyer. The same period drops the
 * cached show reads when time alone changed them (a show began: it moves to 'Pertunjukan lalu'),
 * and ends waiting-list offers whose time has passed.
 */
export function ticketSweeps(app: FastifyInstance) {
  const expire = async (scope?: SweepScope) => {
    const expired = await expireStaleOrders(app.db, new Date(), scope);
    if (expired > 0) invalidate(app, SHOWS);
    return expired;
  };
  const showSweptAt = new Map<number, number>();
  let checkedAt = new Date();
  // every process keeps the timer; one of them sweeps each period (core/job-claims.ts)
  schedulePeriodic(app, {
    name: 'ticket-hold-expiry',
    everyMs: app.config.HOLD_SWEEP_SECONDS * 1000,
    run: async () => {
      showSweptAt.clear();
      const until = new Date();
      if (await showTimesPassed(app, checkedAt, until)) invalidate(app, SHOWS);
      checkedAt = until;
      // waiting-list offers not taken in time pass to the next in line (or back on sale)
      if ((await lapseOffers(app.db, until)) > 0) invalidate(app, SHOWS);
      return expire();
    },
  });
  return {
    /** a buyer's own stale holds, before their history is read */
    expireOf: (userId: number) => expire({ userId }),
    /** a show's stale holds, when an order finds it short of seats */
    sweepShow(tiketId: number) {
      const at = Date.now();
      if (at - (showSweptAt.get(tiketId) ?? 0) < SHOW_SWEEP_MS) return Promise.resolve(0);
      showSweptAt.set(tiketId, at);
      return expire({ tiketId });
    },
  };
}
