import { type Attendance, type CheckinAnswer, checkinMessages, type SeatTicket } from '@teater/contract';
import { and, count, eq, exists, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ticketOrders, tickets, tikets } from '../db/schema.js';

/** A ticket admits only while its order is paid: a refund or a cancellation ends it. */
const paidOrderOf = (db: Db) =>
  db
    .select({ one: ticketOrders.id })
    .from(ticketOrders)
    .where(and(eq(ticketOrders.id, tickets.id_order), eq(ticketOrders.status, 'paid')));

/** The seats' tickets of paid orders, by order id, in seat order. */
export async function seatTicketsOf(db: Db, orderIds: number[]): Promise<Map<number, SeatTicket[]>> {
  const byOrder = new Map<number, SeatTicket[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(tickets).where(inArray(tickets.id_order, orderIds)).orderBy(tickets.seat);
  for (const row of rows) {
    const list = byOrder.get(row.id_order) ?? [];
    list.push({
      seat: row.seat,
      code: row.code,
      category: row.category,
      checkedInAt: row.checked_in_at?.toISOString() ?? null,
    });
    byOrder.set(row.id_order, list);
  }
  return byOrder;
}

/** Tickets admitted of tickets sold for one show. */
export async function attendanceOf(db: Db, showId: number): Promise<Attendance | undefined> {
  const [show] = await db
    .select({ id: tikets.id, nama_pertujukan: tikets.nama_pertujukan })
    .from(tikets)
    .where(eq(tikets.id, showId));
  if (!show) return undefined;
  const [counted] = await db
    .select({ sold: count(), present: count(tickets.checked_in_at) })
    .from(tickets)
    .where(and(eq(tickets.id_tiket, showId), exists(paidOrderOf(db))));
  return { ...show, sold: counted?.sold ?? 0, present: counted?.present ?? 0 };
}

/**
 * One scan at the door: the first scan of a paid order's ticket admits that one seat, every later
 * one says it was used; the answer tells the seat, its category, how many of the order are in and
 * the show's count.
 */
export async function admitTicket(db: Db, code: string): Promise<CheckinAnswer> {
  const now = new Date();
  // Conditional: of two scans racing at the door, exactly one finds the ticket unused.
  const [entered] = await db
    .update(tickets)
    .set({ checked_in_at: now, updatedAt: now })
    .where(and(eq(tickets.code, code), isNull(tickets.checked_in_at), exists(paidOrderOf(db))))
    .returning({ id: tickets.id });
  const [row] = await db
    .select({ ticket: tickets, order: ticketOrders, show: tikets.nama_pertujukan })
    .from(tickets)
    .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.id_order))
    .innerJoin(tikets, eq(tikets.id, tickets.id_tiket))
    .where(and(eq(tickets.code, code), eq(ticketOrders.status, 'paid')))
    .limit(1);
  const admittedAt = row?.ticket.checked_in_at;
  if (!row || !admittedAt) return { result: 'unknown', message: checkinMessages.unknown };
  const { ticket, order } = row;
  // The order's first admission, kept on the order for its lists and exports.
  if (entered && !order.checkedInAt) {
    await db.update(ticketOrders).set({ checkedInAt: now }).where(eq(ticketOrders.id, order.id));
  }
  const [admitted] = await db
    .select({ n: count() })
    .from(tickets)
    .where(and(eq(tickets.id_order, order.id), isNotNull(tickets.checked_in_at)));
  return {
    result: entered ? 'valid' : 'used',
    message: entered ? checkinMessages.valid : checkinMessages.used,
    order: {
      nama_user: order.nama_user,
      jumlah_tiket: order.jumlah_tiket,
      nama_pertujukan: row.show,
      checkedInAt: admittedAt.toISOString(),
      seat: ticket.seat,
      category: ticket.category,
      admitted: admitted?.n ?? 0,
    },
    show: await attendanceOf(db, ticket.id_tiket),
  };
}
