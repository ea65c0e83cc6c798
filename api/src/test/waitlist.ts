import assert from 'node:assert/strict';
import { and, eq, like, sql } from 'drizzle-orm';
import { ticketCategories, ticketOrders, waitlistEntries } from '../box-office/schema.js';
import { mailOutbox } from '../core/mail-outbox/schema.js';
import type { Caller, TestApp } from './app.js';

/** A member joins a category's waiting list; returns the answer. */
export const join = (member: Caller, id_kategori: number, quantity: number) =>
  member.post('/api/v1/tiket/waitlist', { id_kategori, quantity });

/** A member joins and must get in: the entry's id. */
export async function joined(member: Caller, categoryId: number, quantity: number): Promise<number> {
  const res = await join(member, categoryId, quantity);
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data.id;
}

/** A member buys their offer with their name and phone (and a voucher). */
export const claim = (member: Caller, entryId: number, voucher?: string) =>
  member.post(`/api/v1/tiket/waitlist/${entryId}/claim`, {
    nama_user: 'Rina Marlina',
    no_telp: '0812-1111-2222',
    ...(voucher ? { voucher } : {}),
  });

/** An entry's row as it is now. */
export const entryRow = async (t: TestApp, id: number) =>
  (await t.app.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0];

/** The offer mails of an entry in the outbox (at most one: an entry is offered once). */
export const offerMails = (t: TestApp, entryId: number) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupe_key, `waitlist-offer:${entryId}`));

/** Every offer mail in the outbox. */
export const allOfferMails = (t: TestApp) =>
  t.app.db.select().from(mailOutbox).where(like(mailOutbox.dedupe_key, 'waitlist-offer:%'));

/** Ends an offer's time as if its minutes had passed. */
export const expireOffer = (t: TestApp, entryId: number) =>
  t.app.db
    .update(waitlistEntries)
    .set({ offer_expires_at: new Date(Date.now() - 1000) })
    .where(eq(waitlistEntries.id, entryId));

/**
 * A show's seats as the tables hold them, per category: taken must be exactly the seats of the
 * orders holding them plus the offers held, never above the seats; and no seat may sit free while
 * someone whose quantity it fits waits (an offer missed).
 */
export async function assertSeatsAccounted(t: TestApp, showId: number) {
  const rows = (
    (await t.app.db.execute(sql`
      SELECT c.id, c.seats, c.taken,
        (SELECT coalesce(sum(l.count), 0)::int FROM ticket_order_lines l JOIN ${ticketOrders} o ON o.id = l.id_order
          WHERE l.id_kategori = c.id AND o.holds_stock AND o.status IN ('pending', 'paid')) AS ordered,
        (SELECT coalesce(sum(e.quantity), 0)::int FROM ${waitlistEntries} e
          WHERE e.id_kategori = c.id AND e.status = 'offered') AS offered,
        (SELECT min(e.quantity)::int FROM ${waitlistEntries} e WHERE e.id_kategori = c.id AND e.status = 'waiting')
          AS smallest_waiting
      FROM ${ticketCategories} c WHERE c.id_tiket = ${showId}
    `)) as unknown as {
      rows: {
        id: number;
        seats: number;
        taken: number;
        ordered: number;
        offered: number;
        smallest_waiting: number | null;
      }[];
    }
  ).rows;
  for (const row of rows) {
    assert.equal(row.taken, row.ordered + row.offered, `category ${row.id}: taken ${row.taken} = ordered + offered`);
    assert.ok(row.taken <= row.seats, `category ${row.id} oversold`);
    if (row.smallest_waiting !== null) {
      assert.ok(row.seats - row.taken < row.smallest_waiting, `category ${row.id}: free seats left unoffered`);
    }
  }
  return rows;
}

/** The entries of a category, in line order. */
export const entriesOf = (t: TestApp, categoryId: number) =>
  t.app.db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id_kategori, categoryId)))
    .orderBy(waitlistEntries.id);
