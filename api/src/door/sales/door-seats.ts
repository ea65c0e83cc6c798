import { type DoorSeats, type DoorSeatsInput, doorSalesMessages as m, seatingMessages } from '@teater/contract';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { offerFreeSeats } from '../../box-office/index.js';
import { ticketCategories } from '../../box-office/schema.js';
import { showPlans, showSeats } from '../../box-office/seating/schema.js';
import { audit } from '../../core/audit/record.js';
import type { Db, DbOrTx, Tx } from '../../core/db/client.js';
import { conflict } from '../../core/http-error.js';
import { doorSeats, doorShifts } from './schema.js';

/**
 * A seated show's door seats (decision 037): held off online sale as an admin's hold is
 * (`blocked_reason = 'door'`, out of the zone's count), so every online path (seat orders, best
 * seats, the map) leaves them alone without knowing about the door.
 */
export const DOOR_HOLD = 'door';

/**
 * The show's categories, locked in id order: the rule every writer of a show's seats keeps
 * (box-office/seating/seat-taking.ts), so a door seat and an online order never wait on each other.
 */
export async function lockZones(tx: Tx, showId: number) {
  await tx
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(eq(ticketCategories.id_tiket, showId))
    .orderBy(asc(ticketCategories.id))
    .for('update');
}

/** Moves seats in (+) or out (-) of their zones' counts of seats on sale. */
export async function moveZoneSeats(tx: Tx, seats: readonly { id_kategori: number }[], sign: 1 | -1, taken = false) {
  const perZone = new Map<number, number>();
  for (const seat of seats) perZone.set(seat.id_kategori, (perZone.get(seat.id_kategori) ?? 0) + 1);
  for (const [zone, n] of perZone) {
    const delta = sign * n;
    await tx
      .update(ticketCategories)
      .set({
        seats: sql`${ticketCategories.seats} + ${delta}::int`,
        ...(taken ? { taken: sql`${ticketCategories.taken} + ${delta}::int` } : {}),
        updatedAt: new Date(),
      })
      .where(eq(ticketCategories.id, zone));
  }
  return [...perZone.keys()];
}

/** Door seats leave the door: held no more, back on online sale (their waiting lists first). */
export async function returnToSale(tx: Tx, doorSeatIds: readonly number[]) {
  if (doorSeatIds.length === 0) return;
  const gone = await tx
    .delete(doorSeats)
    .where(inArray(doorSeats.id, [...doorSeatIds]))
    .returning({ id_seat: doorSeats.id_seat });
  const freed = await tx
    .update(showSeats)
    .set({ blocked_reason: null, updatedAt: new Date() })
    .where(
      and(
        inArray(
          showSeats.id,
          gone.map((row) => row.id_seat),
        ),
        eq(showSeats.blocked_reason, DOOR_HOLD),
      ),
    )
    .returning({ id_kategori: showSeats.id_kategori });
  await offerFreeSeats(tx, await moveZoneSeats(tx, freed, 1));
}

/** The show's door seats with the device holding each, in the plan's order. */
export async function doorSeatsOf(db: DbOrTx, showId: number, where = eq(doorSeats.id_tiket, showId)) {
  const rows = await db
    .select({
      door: doorSeats,
      seat: showSeats,
      category: ticketCategories.name,
      price: ticketCategories.price,
      device: sql<string | null>`(SELECT ${doorShifts.device_name} FROM ${doorShifts}
        WHERE ${doorShifts.id_user} = ${doorSeats.id_user} AND ${doorShifts.device_id} = ${doorSeats.device_id}
        AND ${doorShifts.id_tiket} = ${doorSeats.id_tiket} ORDER BY ${doorShifts.opened_at} DESC LIMIT 1)`,
    })
    .from(doorSeats)
    .innerJoin(showSeats, eq(showSeats.id, doorSeats.id_seat))
    .innerJoin(ticketCategories, eq(ticketCategories.id, showSeats.id_kategori))
    .where(and(eq(doorSeats.id_tiket, showId), where))
    .orderBy(asc(showSeats.section), asc(showSeats.y), asc(showSeats.x));
  return rows.map(({ door, seat, category, price, device }) => ({
    id: seat.id,
    section: seat.section,
    row: seat.row,
    number: seat.number,
    categoryId: seat.id_kategori,
    category,
    price,
    device: door.device_id === null ? null : (device ?? door.device_id),
    sold: door.id_order !== null,
    code: door.code,
    releaseAt: door.release_at,
  }));
}

/** The admin's view: the seats and the release hour. */
export async function doorSeatsView(db: DbOrTx, showId: number): Promise<DoorSeats> {
  const seats = await doorSeatsOf(db, showId);
  return {
    releaseAt: seats[0]?.releaseAt?.toISOString() ?? null,
    seats: seats.map(({ releaseAt: _, code: __, ...seat }) => ({ ...seat, qr: null })),
  };
}

/**
 * The admin sets the door's seats (the whole set): new ones must be free and are held for the
 * door; ones left out return to online sale, unless sold or a device's share already (409).
 */
export async function setDoorSeats(db: Db, request: FastifyRequest, showId: number, body: DoorSeatsInput) {
  const [seated] = await db.select({ id: showPlans.id }).from(showPlans).where(eq(showPlans.id_tiket, showId));
  if (!seated) throw conflict(seatingMessages.showNotSeated);
  const wanted = new Set(body.seatIds);
  await db.transaction(async (tx) => {
    await lockZones(tx, showId);
    const current = await tx.select().from(doorSeats).where(eq(doorSeats.id_tiket, showId)).for('update');
    const leaving = current.filter((row) => !wanted.has(row.id_seat));
    if (leaving.some((row) => row.id_order !== null || row.device_id !== null)) throw conflict(m.doorSeatsInUse);
    await returnToSale(
      tx,
      leaving.map((row) => row.id),
    );
    const had = new Set(current.map((row) => row.id_seat));
    const adding = body.seatIds.filter((id) => !had.has(id));
    if (adding.length > 0) {
      const held = await tx
        .update(showSeats)
        .set({ blocked_reason: DOOR_HOLD, updatedAt: new Date() })
        .where(
          and(
            eq(showSeats.id_tiket, showId),
            inArray(showSeats.id, adding),
            isNull(showSeats.id_order),
            isNull(showSeats.blocked_reason),
          ),
        )
        .returning({ id: showSeats.id, id_kategori: showSeats.id_kategori });
      // sold, held for another reason, or not the show's: the whole change is refused
      if (held.length !== new Set(adding).size) throw conflict(m.doorSeatsNotFree);
      await moveZoneSeats(tx, held, -1);
      await tx.insert(doorSeats).values(held.map((seat) => ({ id_tiket: showId, id_seat: seat.id })));
    }
    const releaseAt = body.releaseAt ? new Date(body.releaseAt) : null;
    await tx
      .update(doorSeats)
      .set({ release_at: releaseAt, updatedAt: new Date() })
      .where(eq(doorSeats.id_tiket, showId));
    await audit(tx, request, {
      resource: 'door_seats',
      id: showId,
      action: 'update',
      before: { seats: current.map((row) => row.id_seat) },
      after: { seats: body.seatIds, releaseAt: body.releaseAt },
      summary: `${m.doorSeatsSet(wanted.size)} (+${adding.length} / -${leaving.length})`,
    });
  });
  return doorSeatsView(db, showId);
}

/**
 * The hour came: the door seats no device holds and nobody bought return to online sale. Seats in
 * a device's share stay with it until its shift closes (it may be selling them with no signal).
 */
export async function releaseDueDoorSeats(db: Db, now: Date = new Date()): Promise<number[]> {
  const due = and(isNull(doorSeats.device_id), isNull(doorSeats.id_order), lte(doorSeats.release_at, now));
  const shows = await db.selectDistinct({ id: doorSeats.id_tiket }).from(doorSeats).where(due);
  for (const show of shows) {
    await db.transaction(async (tx) => {
      await lockZones(tx, show.id);
      const rows = await tx
        .select({ id: doorSeats.id })
        .from(doorSeats)
        .where(and(eq(doorSeats.id_tiket, show.id), due))
        .for('update');
      await returnToSale(
        tx,
        rows.map((row) => row.id),
      );
    });
  }
  return shows.map((show) => show.id);
}
