import { seatingMessages as m } from '@teater/contract';
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../core/audit/record.js';
import type { Db } from '../../core/db/client.js';
import { conflict } from '../../core/http-error.js';
import { ticketCategories } from '../schema.js';
import { showSeats } from './schema.js';
import { isSeated, lockCategories } from './show-seating.js';

/**
 * Seats the door keeps (decision 037) are held with this reason and freed only by the door's own
 * routes: a device may be selling them with no signal.
 */
export const DOOR_HELD = 'door';

/** How many of the changed seats each zone has, to move them in or out of its count. */
const perZone = (seats: { id_kategori: number }[]) => {
  const counts = new Map<number, number>();
  for (const seat of seats) counts.set(seat.id_kategori, (counts.get(seat.id_kategori) ?? 0) + 1);
  return counts;
};

/**
 * Admins hold free seats off sale (the cast, the press, a sponsor, a technical reason): all the
 * asked seats or none, each zone selling that many fewer; with the zones locked, as orders lock them.
 */
export async function blockSeats(db: Db, request: FastifyRequest, tiketId: number, seatIds: number[], reason: string) {
  return changeSeats(db, request, tiketId, seatIds, 'block', reason);
}

/** Held seats go back on sale, each zone selling that many more. */
export async function releaseSeats(db: Db, request: FastifyRequest, tiketId: number, seatIds: number[]) {
  return changeSeats(db, request, tiketId, seatIds, 'release', null);
}

async function changeSeats(
  db: Db,
  request: FastifyRequest,
  tiketId: number,
  seatIds: number[],
  change: 'block' | 'release',
  reason: string | null,
) {
  if (!(await isSeated(db, tiketId))) throw conflict(m.showNotSeated);
  return db.transaction(async (tx) => {
    await lockCategories(tx, tiketId);
    const changed = await tx
      .update(showSeats)
      .set({ blocked_reason: reason, updatedAt: new Date() })
      .where(
        and(
          eq(showSeats.id_tiket, tiketId),
          inArray(showSeats.id, seatIds),
          change === 'block'
            ? and(isNull(showSeats.id_order), isNull(showSeats.blocked_reason))
            : and(isNotNull(showSeats.blocked_reason), ne(showSeats.blocked_reason, DOOR_HELD)),
        ),
      )
      .returning({ id: showSeats.id, id_kategori: showSeats.id_kategori });
    // a seat taken, held already (or not held, to release), or not the show's: nothing changes
    if (changed.length !== seatIds.length) throw conflict(change === 'block' ? m.notBlockable : m.notBlocked);
    // the check on ticket_categories keeps taken <= seats: a zone's held seats are free ones
    for (const [zone, n] of perZone(changed)) {
      const delta = change === 'block' ? -n : n;
      await tx
        .update(ticketCategories)
        .set({ seats: sql`${ticketCategories.seats} + ${delta}::int`, updatedAt: new Date() })
        .where(eq(ticketCategories.id, zone));
    }
    await audit(tx, request, {
      resource: 'show_seats',
      id: tiketId,
      action: 'update',
      summary: `${change === 'block' ? m.seatsBlocked : m.seatsReleased}: ${changed.length}`,
      after: { seats: changed.map((seat) => seat.id), blocked_reason: reason },
    });
    return changed.map((seat) => seat.id);
  });
}
