import type { WaitlistStatus } from '@teater/contract';
import { sql } from 'drizzle-orm';
import { tikets } from '../../content/schema.js';
import type { Db, Tx } from '../../core/db/client.js';
import { ticketCategories, waitlistEntries } from '../schema.js';
import { showPlans } from '../seating/schema.js';
import { notifyOffer } from './notify.js';

// Seats that come back are offered to a category's waiting list, first come first served; an
// offer is a hold: its seats count in the category's `taken`, as a pending order's do, so no order
// can take them and no other offer can count them. Every change here happens with the category's
// row locked (orders lock it too), and the locks are taken in one order everywhere: orders, then
// vouchers, then categories (in id order), then waiting-list entries. Decision 028.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface LockedCategory {
  id: number;
  left: number;
  /** the show's sale still runs: seats can still be offered */
  selling: boolean;
  /** an offer ends at the latest when the sale does */
  ends: Date;
}

/** Locks these categories (in id order: as orders lock them) and reads their seats left. */
async function lockCategories(tx: Tx, ids: readonly number[], now: Date): Promise<LockedCategory[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{ id: number; left: number; selling: boolean; ends: string | Date }>(
    await tx.execute(sql`
      SELECT c.id, c.seats - c.taken AS left,
        s.tanggal_selesai_penjualan > ${now.toISOString()}::timestamptz
          AND s.tanggal_pertujukan > ${now.toISOString()}::timestamptz
          -- a seated show's seats are chosen, not offered by count: its waiting lists are not served
          AND NOT EXISTS (SELECT 1 FROM ${showPlans} p WHERE p.id_tiket = s.id) AS selling,
        least(s.tanggal_selesai_penjualan, s.tanggal_pertujukan, coalesce(c.sales_end, 'infinity')) AS ends
      FROM ${ticketCategories} c JOIN ${tikets} s ON s.id = c.id_tiket
      WHERE c.id IN (${sql.join(
        ids.map((id) => sql`${id}::int`),
        sql`, `,
      )})
      ORDER BY c.id FOR UPDATE OF c
    `),
  );
  return rows.map((row) => ({ ...row, ends: new Date(row.ends) }));
}

/** The first in line whose quantity fits in `left` seats, locked. */
async function firstFitting(tx: Tx, categoryId: number, left: number) {
  const [entry] = await tx
    .select()
    .from(waitlistEntries)
    .where(
      sql`${waitlistEntries.id_kategori} = ${categoryId} AND ${waitlistEntries.status} = 'waiting' AND ${waitlistEntries.quantity} <= ${left}`,
    )
    .orderBy(waitlistEntries.id)
    .limit(1)
    .for('update');
  return entry;
}

/**
 * Offers the free seats of these categories to their waiting lists: in order of joining, each to
 * the first whose quantity fits what is left, until none fits. Call it in the transaction that
 * freed them (an order cancelled, expired or refunded, an offer lapsed, seats added), so no order
 * takes them in between. Returns how many offers were made.
 */
export async function offerFreeSeats(tx: Tx, categoryIds: readonly number[], now: Date = new Date()) {
  let offers = 0;
  const ids = [...new Set(categoryIds)].sort((a, b) => a - b);
  for (const category of await lockCategories(tx, ids, now)) {
    if (!category.selling) continue;
    let left = category.left;
    while (left > 0) {
      const entry = await firstFitting(tx, category.id, left);
      if (!entry) break;
      const until = new Date(Math.min(now.getTime() + entry.offer_minutes * 60_000, category.ends.getTime()));
      await tx.execute(sql`
        UPDATE ${waitlistEntries} SET status = 'offered', offered_at = ${now.toISOString()}::timestamptz,
          offer_expires_at = ${until.toISOString()}::timestamptz, "updatedAt" = ${now.toISOString()}::timestamptz
        WHERE id = ${entry.id}
      `);
      await tx.execute(sql`UPDATE ${ticketCategories} SET taken = taken + ${entry.quantity} WHERE id = ${category.id}`);
      await notifyOffer(tx, { ...entry, offer_expires_at: until });
      left -= entry.quantity;
      offers += 1;
    }
  }
  return offers;
}

export type WaitlistEntry = typeof waitlistEntries.$inferSelect;

/**
 * Locks an entry for a change, after its category (the lock order above): the entry as it is now,
 * or undefined when there is none.
 */
export async function lockEntry(tx: Tx, entryId: number): Promise<WaitlistEntry | undefined> {
  const [found] = await tx
    .select({ category: waitlistEntries.id_kategori })
    .from(waitlistEntries)
    .where(sql`${waitlistEntries.id} = ${entryId}`);
  if (!found) return undefined;
  await lockCategories(tx, [found.category], new Date());
  const [entry] = await tx.select().from(waitlistEntries).where(sql`${waitlistEntries.id} = ${entryId}`).for('update');
  return entry;
}

/** Gives back the seats an offer held (its category locked by the caller). */
export const releaseHold = (tx: Tx, entry: WaitlistEntry) =>
  tx.execute(sql`UPDATE ${ticketCategories} SET taken = taken - ${entry.quantity} WHERE id = ${entry.id_kategori}`);

/**
 * An entry leaves the line (lapsed, left by its member, removed by an admin); when it was offered
 * seats, they go to the next in line at once. The entry is locked (lockEntry). Returns the entry.
 */
export async function endEntry(
  tx: Tx,
  entry: WaitlistEntry,
  status: Extract<WaitlistStatus, 'lapsed' | 'left' | 'removed'>,
) {
  const now = new Date();
  const [ended] = await tx
    .update(waitlistEntries)
    .set({ status, updatedAt: now })
    .where(sql`${waitlistEntries.id} = ${entry.id}`)
    .returning();
  if (entry.status === 'offered') {
    await releaseHold(tx, entry);
    await offerFreeSeats(tx, [entry.id_kategori], now);
  }
  return ended;
}

/** Offers whose time has passed lapse, one transaction each; their seats pass on. Returns how many. */
export async function lapseOffers(db: Db, now = new Date()) {
  const due = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      sql`${waitlistEntries.status} = 'offered' AND ${waitlistEntries.offer_expires_at} <= ${now.toISOString()}::timestamptz`,
    )
    .orderBy(waitlistEntries.offer_expires_at)
    .limit(500);
  let lapsed = 0;
  for (const { id } of due) {
    const ended = await db.transaction(async (tx) => {
      const entry = await lockEntry(tx, id);
      const stillDue = entry?.status === 'offered' && (entry.offer_expires_at?.getTime() ?? 0) <= now.getTime();
      return stillDue ? endEntry(tx, entry, 'lapsed') : undefined;
    });
    if (ended) lapsed += 1;
  }
  return lapsed;
}

/** An account is going: its offers end (their seats pass on) before its entries go with it. */
export async function endOffersOf(tx: Tx, userId: number) {
  const offered = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(sql`${waitlistEntries.id_user} = ${userId} AND ${waitlistEntries.status} = 'offered'`);
  for (const { id } of offered) {
    const entry = await lockEntry(tx, id);
    if (entry?.status === 'offered') await endEntry(tx, entry, 'removed');
  }
}
