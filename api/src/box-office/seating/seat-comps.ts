import { randomBytes } from 'node:crypto';
import { seatingMessages as m, type SeatCompBody } from '@teater/contract';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { accountIdByEmail } from '../../accounts/index.js';
import { audit } from '../../core/audit/record.js';
import type { Db, Tx } from '../../core/db/client.js';
import { conflict } from '../../core/http-error.js';
import { payments } from '../../payments/schema.js';
import { ticketCategories, ticketOrderLines, ticketOrders } from '../schema.js';
import { settleTicketOrder } from '../ticket-settlement.js';
import { showSeats } from './schema.js';
import { DOOR_HELD } from './seat-blocks.js';
import { takeSeats } from './seat-taking.js';
import { isSeated, lockCategories } from './show-seating.js';

/** A complimentary order's id, legal for Midtrans as every order id is (it never goes there). */
const compOrderId = (showId: number) =>
  `KOMP-${showId}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`.toUpperCase();

/** The held seats come off hold and back into their zones' counts, taken at once by the order. */
async function unholdInto(tx: Tx, seats: { id_kategori: number }[]) {
  const perZone = new Map<number, number>();
  for (const seat of seats) perZone.set(seat.id_kategori, (perZone.get(seat.id_kategori) ?? 0) + 1);
  for (const [zone, n] of perZone) {
    await tx
      .update(ticketCategories)
      .set({
        seats: sql`${ticketCategories.seats} + ${n}::int`,
        taken: sql`${ticketCategories.taken} + ${n}::int`,
        updatedAt: new Date(),
      })
      .where(eq(ticketCategories.id, zone));
  }
  return perZone;
}

/** The order of Rp 0, its lines per zone and its settled payment (method `complimentary`). */
async function insertCompOrder(tx: Tx, tiketId: number, body: SeatCompBody, perZone: Map<number, number>) {
  const order_id = compOrderId(tiketId);
  const accountId = await accountIdByEmail(tx, body.email);
  const count = body.seats.length;
  const [order] = await tx
    .insert(ticketOrders)
    .values({
      id_tiket: tiketId,
      id_user: accountId,
      nama_user: body.name,
      buyer_email: body.email,
      no_telp: '',
      jumlah_tiket: count,
      total_harga: 0,
      order_id,
      expiresAt: new Date(),
    })
    .returning();
  if (!order) throw new Error('complimentary order not written');
  await tx
    .insert(ticketOrderLines)
    .values([...perZone].map(([id_kategori, n]) => ({ id_order: order.id, id_kategori, count: n, price: 0 })));
  await tx.insert(payments).values({
    order_id,
    kind: 'ticket',
    id_user: accountId,
    buyer_name: body.name,
    buyer_email: body.email,
    gross_amount: 0,
    transaction_status: 'settlement',
    method: 'complimentary',
  });
  return order;
}

/**
 * Seats an admin holds (the cast's, the press's, a sponsor's) issued as complimentary tickets: with
 * the zones locked, the seats leave the hold and are taken by an order of Rp 0, paid at once, so
 * its tickets, seats, e-ticket mail and door list are every other order's. All the seats or none.
 */
export async function issueComps(db: Db, request: FastifyRequest, tiketId: number, body: SeatCompBody) {
  if (!(await isSeated(db, tiketId))) throw conflict(m.showNotSeated);
  return db.transaction(async (tx) => {
    await lockCategories(tx, tiketId);
    const held = await tx
      .update(showSeats)
      .set({ blocked_reason: null, updatedAt: new Date() })
      .where(
        and(
          eq(showSeats.id_tiket, tiketId),
          inArray(showSeats.id, body.seats),
          isNotNull(showSeats.blocked_reason),
          ne(showSeats.blocked_reason, DOOR_HELD),
        ),
      )
      .returning({ id: showSeats.id, id_kategori: showSeats.id_kategori });
    if (held.length !== body.seats.length) throw conflict(m.compNotHeld);
    const order = await insertCompOrder(tx, tiketId, body, await unholdInto(tx, held));
    if (!(await takeSeats(tx, tiketId, order.id, body.seats))) throw conflict(m.compNotHeld);
    await settleTicketOrder(tx, order.order_id);
    await audit(tx, request, {
      resource: 'ticket_orders',
      id: order.id,
      action: 'create',
      summary: `${m.compIssued(held.length)}: ${body.name}`,
      after: { order_id: order.order_id, seats: body.seats, name: body.name, email: body.email },
    });
    return { order_id: order.order_id, seats: held.map((seat) => seat.id) };
  });
}
