import type { Attendance, SeatTicket } from '@teater/contract';
import { and, count, eq, exists, inArray } from 'drizzle-orm';
import { tikets } from '../content/schema.js';
import type { Db } from '../core/db/client.js';
import { claimOf, ticketSignerOf } from '../core/keys/ticket-signing.js';
import { ticketOrders, tickets } from './schema.js';
import { placesOfTickets, withPlace } from './seating/seat-places.js';

/** A ticket admits only while its order is paid: a refund or a cancellation ends it. */
const paidOrderOf = (db: Db) =>
  db
    .select({ one: ticketOrders.id })
    .from(ticketOrders)
    .where(and(eq(ticketOrders.id, tickets.id_order), eq(ticketOrders.status, 'paid')));

/** The seats' tickets of paid orders, by order id, in seat order, each with its signed QR text. */
export async function seatTicketsOf(db: Db, orderIds: number[]): Promise<Map<number, SeatTicket[]>> {
  const byOrder = new Map<number, SeatTicket[]>();
  if (orderIds.length === 0) return byOrder;
  const [signer, rows] = await Promise.all([
    ticketSignerOf(db),
    db
      .select({ ticket: tickets, of: ticketOrders.jumlah_tiket, showTime: tikets.tanggal_pertujukan })
      .from(tickets)
      .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.id_order))
      .innerJoin(tikets, eq(tikets.id, tickets.id_tiket))
      .where(inArray(tickets.id_order, orderIds))
      .orderBy(tickets.seat),
  ]);
  const places = await placesOfTickets(
    db,
    rows.map((row) => row.ticket.id),
  );
  for (const { ticket, of, showTime } of rows) {
    const list = byOrder.get(ticket.id_order) ?? [];
    const place = places.get(ticket.id);
    const answer = {
      seat: ticket.seat,
      code: ticket.code,
      qr: signer.payloadOf(claimOf(ticket, of, showTime, place)),
      category: ticket.category,
      checkedInAt: ticket.checked_in_at?.toISOString() ?? null,
    };
    list.push(withPlace(answer, place));
    byOrder.set(ticket.id_order, list);
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
