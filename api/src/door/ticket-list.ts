import type { DoorTicket, DoorTicketStatus, DoorTicketsPage } from '@teater/contract';
import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import { attendanceOf, placesOfTickets, withPlace } from '../box-office/index.js';
import { ticketOrders, tickets } from '../box-office/schema.js';
import type { Db } from '../core/db/client.js';

/**
 * A refresh asks for what changed since the last one began; a change committed by a transaction
 * that started before that moment carries an older time, so a refresh looks this far further back.
 * What it sends twice is the same state again: the device keeps the latest.
 */
const OVERLAP_MS = 60_000;

export const doorStatusOf = (orderStatus: string): DoorTicketStatus =>
  orderStatus === 'paid' ? 'valid' : orderStatus.startsWith('refund') ? 'refunded' : 'cancelled';

const columns = {
  id: tickets.id,
  code: tickets.code,
  showId: tickets.id_tiket,
  seat: tickets.seat,
  category: tickets.category,
  admittedAt: tickets.checked_in_at,
  admittedBy: tickets.checked_in_device,
  of: ticketOrders.jumlah_tiket,
  name: ticketOrders.nama_user,
  orderStatus: ticketOrders.status,
};

/**
 * One page of a show's tickets for a door device, by id: the whole list, or with `since` only the
 * tickets that changed after it (admitted elsewhere, refunded, cancelled, newly sold): the latter
 * is how revocations reach the devices.
 */
export async function doorTicketsPage(
  db: Db,
  showId: number,
  query: { since?: string; after: number; limit: number },
): Promise<DoorTicketsPage> {
  const syncedAt = new Date();
  const changed: SQL | undefined = query.since
    ? gt(tickets.updatedAt, new Date(Date.parse(query.since) - OVERLAP_MS))
    : undefined;
  const rows = await db
    .select(columns)
    .from(tickets)
    .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.id_order))
    .where(and(eq(tickets.id_tiket, showId), gt(tickets.id, query.after), changed))
    .orderBy(asc(tickets.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const [counts, places] = await Promise.all([
    attendanceOf(db, showId),
    placesOfTickets(
      db,
      page.map((row) => row.id),
    ),
  ]);
  return {
    data: page.map(
      ({ orderStatus, admittedAt, ...row }): DoorTicket =>
        withPlace(
          { ...row, status: doorStatusOf(orderStatus), admittedAt: admittedAt?.toISOString() ?? null },
          places.get(row.id),
        ),
    ),
    meta: {
      next: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
      syncedAt: syncedAt.toISOString(),
      present: counts?.present ?? 0,
      sold: counts?.sold ?? 0,
    },
  };
}
