import { type DoorConflict, SCAN_RESULTS } from '@teater/contract';
import { and, asc, count, countDistinct, eq, inArray, isNotNull } from 'drizzle-orm';
import { ticketOrders, tickets } from '../box-office/schema.js';
import type { Db } from '../core/db/client.js';
import { doorScans } from './schema.js';

/** Tickets of the show with a conflicting admission, by id. */
const conflictingTickets = (db: Db, showId: number) =>
  db
    .selectDistinct({ id: doorScans.id_ticket })
    .from(doorScans)
    .where(and(eq(doorScans.id_tiket, showId), isNotNull(doorScans.conflict), isNotNull(doorScans.id_ticket)));

/** How many tickets of the show were let in twice, or after they stopped being valid. */
export async function conflictCountOf(db: Db, showId: number): Promise<number> {
  const [counted] = await db
    .select({ n: countDistinct(doorScans.id_ticket) })
    .from(doorScans)
    .where(and(eq(doorScans.id_tiket, showId), isNotNull(doorScans.conflict)));
  return counted?.n ?? 0;
}

/**
 * A page of the show's conflicts, each ticket with every admission of it: who, when, on which
 * device. What the door devices and the admins' check-in list show.
 */
export async function conflictsOf(db: Db, showId: number, page: number, limit: number) {
  const ids = (
    await conflictingTickets(db, showId)
      .orderBy(asc(doorScans.id_ticket))
      .limit(limit)
      .offset((page - 1) * limit)
  ).flatMap((row) => (row.id === null ? [] : [row.id]));
  const total = await conflictCountOf(db, showId);
  if (ids.length === 0) return { data: [] as DoorConflict[], meta: { page, limit, total } };
  const rows = await db
    .select({ ticket: tickets, of: ticketOrders.jumlah_tiket, name: ticketOrders.nama_user })
    .from(tickets)
    .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.id_order))
    .where(inArray(tickets.id, ids))
    .orderBy(asc(tickets.id));
  const admissions = await db
    .select()
    .from(doorScans)
    .where(and(inArray(doorScans.id_ticket, ids), eq(doorScans.result, 'admitted')))
    .orderBy(asc(doorScans.scanned_at));
  const data = rows.map(
    ({ ticket, of, name }): DoorConflict => ({
      ticketId: ticket.id,
      code: ticket.code,
      seat: ticket.seat,
      of,
      name,
      kind: ticket.admissions > 1 ? 'double' : 'revoked',
      admissions: admissions
        .filter((scan) => scan.id_ticket === ticket.id)
        .map((scan) => ({
          scanId: scan.scan_id,
          device: scan.device_name,
          staff: scan.staff_name,
          scannedAt: scan.scanned_at.toISOString(),
        })),
    }),
  );
  return { data, meta: { page, limit, total } };
}

/** Every result of a scan but admitting: the reasons a ticket was refused at the door. */
export const REFUSED_RESULTS = SCAN_RESULTS.filter((result) => result !== 'admitted');

/** The show's refused scans (the door's statistics), beside its conflicts. */
export async function refusedCountOf(db: Db, showId: number): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(doorScans)
    .where(and(eq(doorScans.id_tiket, showId), inArray(doorScans.result, REFUSED_RESULTS)));
  return counted?.n ?? 0;
}
