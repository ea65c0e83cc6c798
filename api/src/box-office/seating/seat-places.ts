import type { SeatPlace } from '@teater/contract';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db/client.js';
import { tickets } from '../schema.js';
import { showSeats, ticketSeats } from './schema.js';

const placeColumns = { section: showSeats.section, row: showSeats.row, number: showSeats.number };

/** The seat of each of these tickets that has one (a seated show's), by ticket id. */
export async function placesOfTickets(db: DbOrTx, ticketIds: readonly number[]): Promise<Map<number, SeatPlace>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db
    .select({ id: ticketSeats.id_ticket, ...placeColumns })
    .from(ticketSeats)
    .innerJoin(showSeats, eq(showSeats.id, ticketSeats.id_seat))
    .where(inArray(ticketSeats.id_ticket, [...ticketIds]));
  return new Map(rows.map(({ id, ...place }) => [id, place]));
}

/** The seat of each ticket of an order, by the ticket's number in the order (its `seat`). */
export async function placesOfOrder(db: DbOrTx, orderId: number): Promise<Map<number, SeatPlace>> {
  const rows = await db
    .select({ seat: tickets.seat, ...placeColumns })
    .from(tickets)
    .innerJoin(ticketSeats, eq(ticketSeats.id_ticket, tickets.id))
    .innerJoin(showSeats, eq(showSeats.id, ticketSeats.id_seat))
    .where(eq(tickets.id_order, orderId));
  return new Map(rows.map(({ seat, ...place }) => [seat, place]));
}

/** A ticket's answer with its place, when it has one (general admission tickets stay as they were). */
export const withPlace = <T extends object>(ticket: T, place: SeatPlace | undefined): T & { place?: SeatPlace } =>
  place ? { ...ticket, place } : ticket;

/** Where a seat stands on its plan and what it is: the part a show's seat keeps of its plan's seat. */
export const seatGeometry = (
  seat: Pick<typeof showSeats.$inferSelect, 'section' | 'row' | 'number' | 'kind' | 'x' | 'y'>,
) => ({
  section: seat.section,
  row: seat.row,
  number: seat.number,
  kind: seat.kind,
  x: seat.x,
  y: seat.y,
});
