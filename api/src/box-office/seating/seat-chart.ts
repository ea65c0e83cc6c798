import type { ChartSeat, ChartState } from '@teater/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { ticketOrders, tickets } from '../schema.js';
import { showSeats, ticketSeats } from './schema.js';

type ChartRow = {
  seat: typeof showSeats.$inferSelect;
  order: { id: number; order_id: string; nama_user: string; status: string } | null;
  checkedIn: Date | null;
};

/** A seat's state for the box office: an admin's (or the plan's) hold, an order's hold or sale, the door's admission. */
function stateOf({ seat, order, checkedIn }: ChartRow): ChartState {
  if (seat.blocked_reason !== null) return 'blocked';
  if (!order) return 'free';
  if (order.status !== 'paid') return 'held';
  return checkedIn ? 'checked_in' : 'sold';
}

/** Every seat of a seated show, with the order that has it (if any) and whether its ticket came in. */
export async function seatChartOf(db: Db, tiketId: number): Promise<ChartSeat[]> {
  const rows = await db
    .select({
      seat: showSeats,
      order: {
        id: ticketOrders.id,
        order_id: ticketOrders.order_id,
        nama_user: ticketOrders.nama_user,
        status: ticketOrders.status,
      },
      checkedIn: tickets.checked_in_at,
    })
    .from(showSeats)
    .leftJoin(ticketOrders, eq(ticketOrders.id, showSeats.id_order))
    .leftJoin(ticketSeats, eq(ticketSeats.id_seat, showSeats.id))
    // a seat refunded and sold again has a ticket of each order: only its order's ticket counts
    .leftJoin(tickets, and(eq(tickets.id, ticketSeats.id_ticket), eq(tickets.id_order, showSeats.id_order)))
    .where(eq(showSeats.id_tiket, tiketId))
    .orderBy(asc(showSeats.y), asc(showSeats.x));
  // one row per seat and ticket ever linked to it: the seat is in when its order's ticket is
  const byId = new Map<number, ChartRow>();
  for (const row of rows as ChartRow[]) {
    const known = byId.get(row.seat.id);
    if (!known || (row.checkedIn && !known.checkedIn)) byId.set(row.seat.id, row);
  }
  return [...byId.values()].map((row) => ({
    id: row.seat.id,
    section: row.seat.section,
    row: row.seat.row,
    number: row.seat.number,
    kind: row.seat.kind,
    x: row.seat.x,
    y: row.seat.y,
    zone: row.seat.id_kategori,
    state: stateOf(row),
    reason: row.seat.blocked_reason,
    order: row.order ? { id: row.order.id, order_id: row.order.order_id, nama_user: row.order.nama_user } : null,
  }));
}
