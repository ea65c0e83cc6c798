import { type SQL, sql } from 'drizzle-orm';
import { tikets } from '../content/schema.js';
import type { Db, Tx } from '../core/db/client.js';
import { ticketCategories, ticketOrderLines, ticketOrders } from './schema.js';
import { freeSeatsOf } from './seating/seat-taking.js';
import { endOffersOf, offerFreeSeats } from './waitlist/offers.js';

/** Which stale holds a sweep looks at: all of them, one show's, or one buyer's. */
export interface SweepScope {
  tiketId?: number;
  userId?: number;
}

/**
 * Ends unpaid orders that still hold seats and gives each category its seats back, in one
 * statement: an order's row lock means two releases never return the same seats twice, and the
 * categories are locked in id order (as orders lock them) before they change; in the same
 * transaction the seats go to their waiting lists first. Returns how many ended.
 */
async function releaseHolds(
  tx: Tx,
  endAs: 'expired' | 'cancelled',
  now: Date,
  scope: SweepScope,
  pastExpiryOnly: boolean,
): Promise<number> {
  const filters: SQL[] = [];
  if (pastExpiryOnly) filters.push(sql` AND expires_at <= ${now.toISOString()}::timestamptz`);
  if (scope.tiketId !== undefined) filters.push(sql` AND id_tiket = ${scope.tiketId}::int`);
  if (scope.userId !== undefined) filters.push(sql` AND id_user = ${scope.userId}::int`);
  const result = await tx.execute(sql`
    WITH ended AS (
      UPDATE ${ticketOrders}
      SET status = ${endAs}, holds_stock = false, "updatedAt" = ${now.toISOString()}::timestamptz
      WHERE status = 'pending' AND holds_stock${sql.join(filters)}
      RETURNING id, id_tiket, jumlah_tiket, order_id, nama_user, buyer_email
    ), mailed AS (
      -- the buyer hears that the seats went, in the same statement (see api/src/audience/mail/outbox.ts)
      INSERT INTO mail_outbox (dedupe_key, kind, recipient, data)
      SELECT 'order-expired:' || ended.order_id, 'order-expired', ended.buyer_email,
        jsonb_build_object('name', ended.nama_user, 'order_id', ended.order_id, 'count', ended.jumlah_tiket,
          'show', ${tikets}.nama_pertujukan)
      FROM ended JOIN ${tikets} ON ${tikets}.id = ended.id_tiket
      WHERE ${endAs} = 'expired' AND ended.buyer_email IS NOT NULL
      ON CONFLICT (dedupe_key) DO NOTHING
    ), seats AS (
      SELECT l.id_kategori AS id, sum(l.count)::int AS n
      FROM ${ticketOrderLines} l JOIN ended ON ended.id = l.id_order GROUP BY l.id_kategori
    ), locked AS (
      SELECT id FROM ${ticketCategories} WHERE id IN (SELECT id FROM seats) ORDER BY id FOR UPDATE
    ), returned AS (
      UPDATE ${ticketCategories} c SET taken = c.taken - seats.n
      FROM seats WHERE c.id = seats.id AND c.id IN (SELECT id FROM locked)
      RETURNING c.id
    )
    SELECT ARRAY(SELECT id FROM ended) AS ended, ARRAY(SELECT id FROM returned) AS returned
  `);
  const [row] = (result as unknown as { rows: { ended: number[]; returned: number[] }[] }).rows;
  // their chosen seats (a seated show's) are free again: the categories are locked by now
  await freeSeatsOf(tx, row?.ended ?? []);
  if (row?.returned.length) await offerFreeSeats(tx, row.returned, now);
  return row?.ended.length ?? 0;
}

/** Expires unpaid orders past their hold and gives their seats back. Returns how many expired. */
export const expireStaleOrders = (db: Db, now: Date = new Date(), scope: SweepScope = {}) =>
  db.transaction((tx) => releaseHolds(tx, 'expired', now, scope, true));

/**
 * An account is going: its unpaid orders end now and their seats return at once, and the seats
 * its waiting-list offers held pass to the next in line. Returns how many orders ended.
 */
export async function cancelHoldsOf(tx: Tx, userId: number, now: Date = new Date()) {
  const ended = await releaseHolds(tx, 'cancelled', now, { userId }, false);
  await endOffersOf(tx, userId);
  return ended;
}
