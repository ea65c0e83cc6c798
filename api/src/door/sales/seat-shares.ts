import { doorSalesMessages as m } from '@teater/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SeatKeeper } from '../../box-office/index.js';
import { newTicketCode } from '../../box-office/index.js';
import { orderSeats, showSeats } from '../../box-office/seating/schema.js';
import { tikets } from '../../content/schema.js';
import type { Db, DbOrTx, Tx } from '../../core/db/client.js';
import { badRequest, conflict } from '../../core/http-error.js';
import { claimOf, ticketSignerOf } from '../../core/keys/ticket-signing.js';
import { DOOR_HOLD, doorSeatsOf, lockZones, moveZoneSeats, returnToSale } from './door-seats.js';
import { doorSeats } from './schema.js';

// A device's share of a seated show's door seats (decision 037): specific seats, each given to one
// device under its row lock; what a device sells with no signal it sells only from them.

type Owner = { userId: number; deviceId: string };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** Not yet past the hour the unsold door seats return online. */
const stillOpen = sql`(${doorSeats.release_at} IS NULL OR ${doorSeats.release_at} > now())`;

/**
 * The device takes up to `count` of the door's unshared, unsold seats as its own. The rows are
 * locked and skipped when another device is taking them at the same moment, and the UPDATE's
 * `device_id IS NULL` guard means a seat is never two devices'.
 */
export async function takeSeatShare(tx: Tx, owner: Owner, showId: number, count: number) {
  if (count <= 0) return;
  const given = rowsOf<{ id: number }>(
    await tx.execute(sql`
    UPDATE ${doorSeats} SET id_user = ${owner.userId}::int, device_id = ${owner.deviceId}, "updatedAt" = now()
    WHERE id IN (
      SELECT id FROM ${doorSeats}
      WHERE id_tiket = ${showId}::int AND device_id IS NULL AND id_order IS NULL AND ${stillOpen}
      ORDER BY id_seat LIMIT ${count}::int FOR UPDATE SKIP LOCKED
    ) AND device_id IS NULL
    RETURNING id
  `),
  );
  // each seat given gets its ticket signed now, to show the moment it sells with no signal
  for (const row of given) {
    await tx.update(doorSeats).set({ code: newTicketCode() }).where(eq(doorSeats.id, row.id));
  }
}

/**
 * The device's own door seats for the till (sold ones marked). Their signed tickets go to the
 * device's own account only (`mine`): to anyone else they would be QRs for seats nobody bought.
 */
export async function seatShareOf(db: Db, owner: Owner, showId: number, mine: boolean) {
  const seats = await doorSeatsOf(
    db,
    showId,
    and(eq(doorSeats.id_user, owner.userId), eq(doorSeats.device_id, owner.deviceId)),
  );
  const [show] = await db.select({ startsAt: tikets.tanggal_pertujukan }).from(tikets).where(eq(tikets.id, showId));
  const signer = mine && show && seats.some((seat) => seat.code) ? await ticketSignerOf(db) : null;
  return seats.map(({ releaseAt: _, code, ...seat }) => ({
    ...seat,
    qr:
      signer && show && code && !seat.sold
        ? signer.payloadOf(claimOf({ code, id_tiket: showId, seat: 1 }, 1, show.startsAt, seat))
        : null,
  }));
}

/**
 * The codes an offline seated sale showed: exactly its seats' signed codes, answered in the
 * order its tickets take their seats (section, then front to back, left to right), or 400.
 */
export async function codesOfSeats(tx: Tx, orderId: number, codes: readonly string[]) {
  const rows = await tx
    .select({ code: doorSeats.code })
    .from(doorSeats)
    .innerJoin(showSeats, eq(showSeats.id, doorSeats.id_seat))
    .where(eq(doorSeats.id_order, orderId))
    .orderBy(asc(showSeats.section), asc(showSeats.y), asc(showSeats.x));
  const ordered = rows.map((row) => row.code);
  const shown = new Set(codes);
  if (ordered.length !== codes.length || ordered.some((code) => code === null || !shown.has(code))) {
    throw badRequest(m.codesUnknown, { codes: m.codesUnknown });
  }
  return ordered as string[];
}

/**
 * The shift closed: the device's unsold seats return to the door's rest, or (past the release
 * hour) to online sale.
 */
export async function returnSeatShare(tx: Tx, owner: Owner, showId: number) {
  const mine = and(
    eq(doorSeats.id_tiket, showId),
    eq(doorSeats.id_user, owner.userId),
    eq(doorSeats.device_id, owner.deviceId),
    isNull(doorSeats.id_order),
  );
  await lockZones(tx, showId);
  const released = await tx
    .select({ id: doorSeats.id })
    .from(doorSeats)
    .where(and(mine, sql`NOT ${stillOpen}`));
  await returnToSale(
    tx,
    released.map((row) => row.id),
  );
  await tx.update(doorSeats).set({ id_user: null, device_id: null, code: null, updatedAt: new Date() }).where(mine);
}

/** The show keeps seats for the door: a sale there names its seats. */
export async function hasDoorSeats(db: DbOrTx, showId: number) {
  const [row] = await db.select({ id: doorSeats.id }).from(doorSeats).where(eq(doorSeats.id_tiket, showId)).limit(1);
  return row !== undefined;
}

/** The sale's seats are door seats of the show, all in the sale's category and one per ticket; else 400. */
export async function checkSaleSeats(db: DbOrTx, showId: number, categoryId: number, seatIds: readonly number[]) {
  if (new Set(seatIds).size !== seatIds.length) throw badRequest(m.doorSeatsCount, { seats: m.doorSeatsCount });
  const rows = await db
    .select({ zone: showSeats.id_kategori })
    .from(doorSeats)
    .innerJoin(showSeats, eq(showSeats.id, doorSeats.id_seat))
    .where(and(eq(doorSeats.id_tiket, showId), inArray(doorSeats.id_seat, [...seatIds])));
  if (rows.length !== seatIds.length) throw badRequest(m.doorSeatsUnknown, { seats: m.doorSeatsUnknown });
  if (rows.some((row) => row.zone !== categoryId)) throw badRequest(m.doorSeatsCount, { seats: m.doorSeatsCount });
}

/**
 * A door sale's order takes its seats: unsold, and the device's own (offline: only those; online
 * also the door's unshared rest while it is open). One conditional UPDATE decides, so of two sales
 * of one seat only one passes (409 for the other). The seat leaves the door's hold for the order.
 */
export async function sellDoorSeats(
  tx: Tx,
  owner: Owner,
  showId: number,
  orderId: number,
  seatIds: number[],
  offline: boolean,
) {
  await lockZones(tx, showId);
  const own = sql`(id_user = ${owner.userId}::int AND device_id = ${owner.deviceId})`;
  const from = offline ? own : sql`(${own} OR (device_id IS NULL AND ${stillOpen}))`;
  const taken = rowsOf<{ id_seat: number }>(
    await tx.execute(sql`
      UPDATE ${doorSeats} SET id_order = ${orderId}::int, "updatedAt" = now()
      WHERE id_tiket = ${showId}::int AND id_seat = ANY(${idArray(seatIds)}::int[]) AND id_order IS NULL AND ${from}
      RETURNING id_seat
    `),
  );
  if (taken.length !== seatIds.length) throw conflict(m.doorSeatsTaken, { seats: m.doorSeatsTaken });
  const seats = await tx
    .update(showSeats)
    .set({ blocked_reason: null, id_order: orderId, updatedAt: new Date() })
    .where(and(inArray(showSeats.id, seatIds), eq(showSeats.blocked_reason, DOOR_HOLD), isNull(showSeats.id_order)))
    .returning({ id_kategori: showSeats.id_kategori });
  if (seats.length !== seatIds.length) throw conflict(m.doorSeatsTaken, { seats: m.doorSeatsTaken });
  // held seats were out of the zone's count: back in it, and taken by this order at once
  await moveZoneSeats(tx, seats, 1, true);
  await tx.insert(orderSeats).values(seatIds.map((id_seat) => ({ id_order: orderId, id_seat })));
}

/**
 * A seated door sale ended (refunded, voided, its QRIS never paid): while the door's seats are
 * open its seats return to the door, held off online sale again, for any till to sell. Past the release hour they leave the door and go online as any order's (false).
 */
export const doorSeatsTakeBack: SeatKeeper = async (tx, order) => {
  if (order.channel !== 'door') return false;
  const rows = await tx
    .select({ id: doorSeats.id, seat: doorSeats.id_seat, open: sql<boolean>`${stillOpen}` })
    .from(doorSeats)
    .where(eq(doorSeats.id_order, order.id))
    .for('update');
  if (rows.length === 0) return false;
  await lockZones(tx, order.id_tiket);
  if (rows.some((row) => !row.open)) {
    await tx.delete(doorSeats).where(eq(doorSeats.id_order, order.id));
    return false;
  }
  const seatIds = rows.map((row) => row.seat);
  const held = await tx
    .update(showSeats)
    .set({ id_order: null, blocked_reason: DOOR_HOLD, updatedAt: new Date() })
    .where(and(inArray(showSeats.id, seatIds), eq(showSeats.id_order, order.id)))
    .returning({ id_kategori: showSeats.id_kategori });
  await moveZoneSeats(tx, held, -1, true);
  // to the door's rest, as a general admission sale's seats (decision 032): the device that sold
  // them cannot learn of them with no signal, and its shift may be closed
  await tx
    .update(doorSeats)
    .set({ id_order: null, id_user: null, device_id: null, code: null, updatedAt: new Date() })
    .where(eq(doorSeats.id_order, order.id));
  return true;
};
