import { randomBytes } from 'node:crypto';
import { type DoorSaleInput, doorSalesMessages } from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { accountIdByEmail } from '../../accounts/index.js';
import { settleTicketOrder } from '../../box-office/index.js';
import { ticketCategories, ticketOrderLines, ticketOrders } from '../../box-office/schema.js';
import { audit } from '../../core/audit/record.js';
import type { Db, Tx } from '../../core/db/client.js';
import { badRequest, conflict, forbidden, isUniqueViolation } from '../../core/http-error.js';
import { payments } from '../../payments/schema.js';
import type { Seller } from './access.js';
import { admitEarlierScans, claimCodes } from './offline-tickets.js';
import { doorSales } from './schema.js';
import { checkSaleSeats, codesOfSeats, hasDoorSeats, sellDoorSeats } from './seat-shares.js';
import { takeSeats } from './shares.js';
import { ownOpenShift } from './shifts.js';

/** A QRIS sale's seats are held this long for the buyer to pay, as a web order's are. */
export const QRIS_HOLD_MINUTES = 15;

/** An order id for a door sale, legal for Midtrans (letters, digits, '-', at most 50). */
const doorOrderId = (showId: number) =>
  `PINTU-${showId}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`.toUpperCase();

/** The existing sale of this key: the same sale (an upload sent again), or 409 when the key is reused. */
async function sameSale(db: Db, input: DoorSaleInput) {
  const [sale] = await db.select().from(doorSales).where(eq(doorSales.sale_key, input.key));
  if (!sale) return undefined;
  if (sale.id_shift !== input.shiftId || sale.id_tiket !== input.showId || sale.device_id !== input.device.id) {
    throw conflict(doorSalesMessages.keyReused);
  }
  return sale;
}

interface Priced {
  category: { id: number; name: string; price: number };
  total: number;
  orderId: string;
}

/** The sale's order (channel `door`), its one line and its payment: pending until paid (a cash sale at once). */
async function insertOrder(tx: Tx, input: DoorSaleInput, priced: Priced) {
  const { buyer } = input;
  const accountId = await accountIdByEmail(tx, buyer.email);
  const now = new Date();
  const cash = input.method === 'cash';
  const [order] = await tx
    .insert(ticketOrders)
    .values({
      id_tiket: input.showId,
      id_user: accountId,
      nama_user: buyer.name,
      buyer_email: buyer.email || null,
      no_telp: buyer.phone,
      jumlah_tiket: input.count,
      total_harga: priced.total,
      order_id: priced.orderId,
      expiresAt: new Date(now.getTime() + (cash ? 0 : QRIS_HOLD_MINUTES * 60_000)),
      channel: 'door',
    })
    .returning();
  if (!order) throw new Error('door sale: no order');
  await tx
    .insert(ticketOrderLines)
    .values({ id_order: order.id, id_kategori: input.categoryId, count: input.count, price: priced.category.price });
  await tx.insert(payments).values({
    order_id: priced.orderId,
    kind: 'ticket',
    id_user: accountId,
    buyer_name: buyer.name,
    buyer_email: buyer.email || null,
    gross_amount: priced.total,
    transaction_status: cash ? 'settlement' : 'pending',
    channel: 'door',
    method: input.method,
  });
  return order;
}

/** The order, its line, its payment and the door's record of the sale; a cash sale is paid at once. */
async function writeSale(tx: Tx, request: FastifyRequest, seller: Seller, input: DoorSaleInput, priced: Priced) {
  const shift = await ownOpenShift(tx, seller, input.shiftId);
  if (shift.id_tiket !== input.showId || shift.device_id !== input.device.id) {
    throw forbidden(doorSalesMessages.shiftNotYours);
  }
  const owner = { userId: seller.user.id, deviceId: input.device.id };
  const seated = input.seats.length > 0;
  // a seated sale takes its named door seats once the order is there; general admission a count
  const seats = seated ? null : await takeSeats(tx, owner, input.categoryId, input.count, input.offline);
  if (!seated && !seats) throw conflict(input.offline ? doorSalesMessages.shareSpent : doorSalesMessages.noQuota);
  const order = await insertOrder(tx, input, priced);
  if (seated) await sellDoorSeats(tx, owner, input.showId, order.id, input.seats, input.offline);
  const [sale] = await tx
    .insert(doorSales)
    .values({
      sale_key: input.key,
      id_order: order.id,
      id_tiket: input.showId,
      id_shift: shift.id,
      id_share: seats?.from === 'share' ? seats.shareId : null,
      method: input.method,
      received: input.method === 'cash' ? input.received : null,
      id_user: seller.user.id,
      staff_name: seller.user.name,
      device_id: input.device.id,
      offline: input.offline,
      sold_at: new Date(input.soldAt),
    })
    .returning();
  // a seated sale's tickets take the codes its seats were signed with, in their seats' order
  const codes = seated && input.codes.length > 0 ? await codesOfSeats(tx, order.id, input.codes) : input.codes;
  if (!seated && input.codes.length > 0) {
    // the tickets the device showed offline: its own share's, unused, one per seat
    if (seats?.from !== 'share' || !sale) throw badRequest(doorSalesMessages.codesUnknown);
    await claimCodes(tx, seats.shareId, sale.id, input.codes);
  }
  if (input.method === 'cash') await settleTicketOrder(tx, priced.orderId, codes);
  await admitEarlierScans(tx, request, input.showId, codes);
  await audit(tx, request, {
    resource: 'door_sales',
    id: sale?.id ?? null,
    action: 'create',
    after: {
      order_id: priced.orderId,
      category: priced.category.name,
      count: input.count,
      seats: input.seats,
      total: priced.total,
      method: input.method,
      offline: input.offline,
      shift: shift.id,
      pass: seller.pass?.label ?? null,
    },
    summary: `${priced.orderId} · ${input.count}× ${priced.category.name} · ${seller.pass?.label ?? seller.user.name}`,
  });
}

/**
 * Records one door sale, once per key: an upload sent twice (the answer lost on the way back)
 * finds the first and changes nothing. Seats come from the device's share (offline: only from
 * it) or the quota's unshared rest; never from the online shop's stock.
 */
export async function recordSale(db: Db, request: FastifyRequest, seller: Seller, input: DoorSaleInput) {
  if (await sameSale(db, input)) return { created: false };
  if (input.method === 'qris' && input.offline) throw badRequest(doorSalesMessages.qrisOffline);
  if (input.codes.length > 0 && (!input.offline || input.codes.length !== input.count)) {
    throw badRequest(doorSalesMessages.codesUnknown, { codes: doorSalesMessages.codesUnknown });
  }
  const [category] = await db
    .select({ id: ticketCategories.id, name: ticketCategories.name, price: ticketCategories.price })
    .from(ticketCategories)
    .where(and(eq(ticketCategories.id, input.categoryId), eq(ticketCategories.id_tiket, input.showId)));
  if (!category) throw badRequest(doorSalesMessages.unknownCategory, { categoryId: doorSalesMessages.unknownCategory });
  if (input.seats.length > 0) {
    if (input.seats.length !== input.count || (input.codes.length > 0 && input.codes.length !== input.count)) {
      throw badRequest(doorSalesMessages.doorSeatsCount, { seats: doorSalesMessages.doorSeatsCount });
    }
    await checkSaleSeats(db, input.showId, input.categoryId, input.seats);
  } else if (await hasDoorSeats(db, input.showId)) {
    throw badRequest(doorSalesMessages.doorSeatsNone, { seats: doorSalesMessages.doorSeatsNone });
  }
  const total = category.price * input.count;
  if (input.method === 'cash' && (input.received ?? -1) < total) {
    throw badRequest(doorSalesMessages.cashShort, { received: doorSalesMessages.cashShort });
  }
  const priced = { category, total, orderId: doorOrderId(input.showId) };
  try {
    await db.transaction((tx) => writeSale(tx, request, seller, input, priced));
  } catch (error) {
    // the same sale, uploaded twice at once: the other upload stored it
    if (isUniqueViolation(error) && (await sameSale(db, input))) return { created: false };
    throw error;
  }
  return { created: true, orderId: priced.orderId, total, category };
}
