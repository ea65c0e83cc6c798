import { type DoorShift, doorSalesMessages, type ShiftOpen } from '@teater/contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ticketCategories, ticketOrderLines, ticketOrders } from '../../box-office/schema.js';
import { audit } from '../../core/audit/record.js';
import type { Db, DbOrTx } from '../../core/db/client.js';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../core/http-error.js';
import type { Seller } from './access.js';
import { offlineTicketsOf } from './offline-tickets.js';
import { returnShares } from './quotas.js';
import { doorSales, doorShifts } from './schema.js';
import { returnSeatShare, seatShareOf, takeSeatShare } from './seat-shares.js';
import { sharesOf, takeShares } from './shares.js';

type ShiftRow = typeof doorShifts.$inferSelect;

/** A sale counts in its shift once its money is in: paid, or paid and refunded since. */
const MONEY_IN = ['paid', 'refunded'];

async function shiftRow(db: DbOrTx, id: number): Promise<ShiftRow> {
  const [shift] = await db.select().from(doorShifts).where(eq(doorShifts.id, id));
  if (!shift) throw notFound();
  return shift;
}

/** The shift's sales by category and method, its cash in and out, and what the till should hold. */
async function figuresOf(db: DbOrTx, shift: ShiftRow) {
  const lines = await db
    .select({
      category: ticketCategories.name,
      method: doorSales.method,
      tickets: sql<number>`sum(${ticketOrderLines.count})::int`,
      amount: sql<number>`sum(${ticketOrderLines.count} * ${ticketOrderLines.price})::int`,
    })
    .from(doorSales)
    .innerJoin(ticketOrders, eq(ticketOrders.id, doorSales.id_order))
    .innerJoin(ticketOrderLines, eq(ticketOrderLines.id_order, ticketOrders.id))
    .innerJoin(ticketCategories, eq(ticketCategories.id, ticketOrderLines.id_kategori))
    .where(and(eq(doorSales.id_shift, shift.id), isNull(doorSales.voided_at), inArray(ticketOrders.status, MONEY_IN)))
    .groupBy(ticketCategories.name, ticketCategories.position, doorSales.method)
    .orderBy(asc(ticketCategories.position), asc(doorSales.method));
  const [cash] = await db
    .select({ total: sql<number>`coalesce(sum(${ticketOrders.total_harga}), 0)::int` })
    .from(doorSales)
    .innerJoin(ticketOrders, eq(ticketOrders.id, doorSales.id_order))
    .where(
      and(
        eq(doorSales.id_shift, shift.id),
        eq(doorSales.method, 'cash'),
        isNull(doorSales.voided_at),
        inArray(ticketOrders.status, MONEY_IN),
      ),
    );
  // a voided sale's cash was handed back at once: it never counts, in or out
  const [voided] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(doorSales)
    .where(and(eq(doorSales.id_shift, shift.id), isNotNull(doorSales.voided_at)));
  // every refund at the door is paid out in cash, whatever the sale was paid with
  const [out] = await db
    .select({ total: sql<number>`coalesce(sum(${ticketOrders.total_harga}), 0)::int`, n: sql<number>`count(*)::int` })
    .from(doorSales)
    .innerJoin(ticketOrders, eq(ticketOrders.id, doorSales.id_order))
    .where(and(eq(doorSales.id_refund_shift, shift.id), isNotNull(doorSales.refunded_at)));
  const cashSales = cash?.total ?? 0;
  const cashRefunds = out?.total ?? 0;
  return {
    lines,
    cashSales,
    cashRefunds,
    refunds: out?.n ?? 0,
    voids: voided?.n ?? 0,
    expected: shift.float + cashSales - cashRefunds,
  };
}

/**
 * A shift's report: as the device's till screen, the admin's list and the printed report show it.
 * Its signed offline tickets go to the shift's own account only (`viewerId`): to anyone else they
 * would be QRs that admit seats nobody bought.
 */
export async function shiftReport(db: Db, id: number, viewerId: number | null = null): Promise<DoorShift> {
  const shift = await shiftRow(db, id);
  const figures = await figuresOf(db, shift);
  return {
    id: shift.id,
    showId: shift.id_tiket,
    staff: shift.staff_name,
    device: shift.device_name,
    float: shift.float,
    openedAt: shift.opened_at.toISOString(),
    closedAt: shift.closed_at?.toISOString() ?? null,
    ...figures,
    expected: shift.expected ?? figures.expected,
    counted: shift.counted,
    difference: shift.difference,
    shares: shift.id_user === null ? [] : await sharesOf(db, shift.id_user, shift.device_id, shift.id_tiket),
    seats:
      shift.id_user === null
        ? []
        : await seatShareOf(
            db,
            { userId: shift.id_user, deviceId: shift.device_id },
            shift.id_tiket,
            shift.id_user === viewerId && !shift.closed_at,
          ),
    offlineTickets:
      shift.id_user !== null && shift.id_user === viewerId && !shift.closed_at
        ? await offlineTicketsOf(db, { userId: shift.id_user, deviceId: shift.device_id }, shift.id_tiket)
        : [],
  };
}

/** Opens a till on a device with its float, and takes the device's offline shares. */
export async function openShift(db: Db, request: FastifyRequest, seller: Seller, body: ShiftOpen) {
  const owner = { userId: seller.user.id, deviceId: body.device.id };
  try {
    const id = await db.transaction(async (tx) => {
      const [shift] = await tx
        .insert(doorShifts)
        .values({
          id_tiket: body.showId,
          id_user: seller.user.id,
          id_pass: seller.pass?.id ?? null,
          staff_name: seller.user.name,
          device_id: body.device.id,
          device_name: body.device.name,
          float: body.float,
        })
        .returning();
      if (!shift) throw notFound();
      await takeShares(tx, owner, body.showId, body.shares);
      await takeSeatShare(tx, owner, body.showId, body.seatShare);
      await audit(tx, request, { resource: 'door_shifts', id: shift.id, action: 'create', after: shift });
      return shift.id;
    });
    return shiftReport(db, id, seller.user.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(doorSalesMessages.shiftOpen);
    throw error;
  }
}

/** The caller's own open shift, locked; 403 for another's, 409 once closed. */
export async function ownOpenShift(tx: DbOrTx, seller: Seller, id: number, lock = true) {
  const query = tx.select().from(doorShifts).where(eq(doorShifts.id, id));
  const [shift] = lock ? await query.for('update') : await query;
  if (!shift) throw notFound();
  if (shift.id_user !== seller.user.id) throw forbidden(doorSalesMessages.shiftNotYours);
  if (shift.closed_at) throw conflict(doorSalesMessages.shiftClosed);
  return shift;
}

/** Closes a till with the cash counted: expected, counted and their difference are kept; unsold shares return. */
export async function closeShift(db: Db, request: FastifyRequest, seller: Seller, id: number, counted: number) {
  await db.transaction(async (tx) => {
    const shift = await ownOpenShift(tx, seller, id);
    const { expected } = await figuresOf(tx, shift);
    const [after] = await tx
      .update(doorShifts)
      .set({ closed_at: new Date(), expected, counted, difference: counted - expected })
      .where(eq(doorShifts.id, id))
      .returning();
    if (shift.id_user !== null) {
      await returnShares(tx, shift.id_user, shift.device_id, shift.id_tiket);
      await returnSeatShare(tx, { userId: shift.id_user, deviceId: shift.device_id }, shift.id_tiket);
    }
    await audit(tx, request, { resource: 'door_shifts', id, action: 'update', before: shift, after: after ?? null });
  });
  return shiftReport(db, id);
}

/** Every shift of a show, newest first, with its figures (the admin's list). */
export async function shiftsOfShow(db: Db, showId: number): Promise<DoorShift[]> {
  const rows = await db
    .select({ id: doorShifts.id })
    .from(doorShifts)
    .where(eq(doorShifts.id_tiket, showId))
    .orderBy(desc(doorShifts.opened_at))
    .limit(200);
  return Promise.all(rows.map((row) => shiftReport(db, row.id)));
}
