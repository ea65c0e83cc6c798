import { seatingMessages as m } from '@teater/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../../accounts/schema.js';
import { enqueueSeatMoved } from '../../audience/index.js';
import { tikets } from '../../content/schema.js';
import { audit } from '../../core/audit/record.js';
import type { Db, Tx } from '../../core/db/client.js';
import { conflict } from '../../core/http-error.js';
import { ticketOrders, tickets } from '../schema.js';
import { orderSeats, showSeats, ticketSeats } from './schema.js';
import { isSeated, lockCategories } from './show-seating.js';

type Seat = typeof showSeats.$inferSelect;
const nameOf = (seat: Seat) => m.seatName(seat.section, seat.row, seat.number);

/** The order's buyer is told where they now sit, in the move's transaction (the outbox). */
async function mailMove(tx: Tx, orderId: number, from: Seat, to: Seat) {
  const [found] = await tx
    .select({ order: ticketOrders, show: tikets.nama_pertujukan, email: users.email })
    .from(ticketOrders)
    .innerJoin(tikets, eq(tikets.id, ticketOrders.id_tiket))
    .leftJoin(users, eq(users.id, ticketOrders.id_user))
    .where(eq(ticketOrders.id, orderId));
  const email = found?.order.buyer_email ?? found?.email;
  if (!found || !email) return;
  await enqueueSeatMoved(tx, {
    key: `${orderId}:${from.id}:${to.id}:${Date.now()}`,
    email,
    name: found.order.nama_user,
    order_id: found.order.order_id,
    show: found.show,
    from: nameOf(from),
    to: nameOf(to),
  });
}

/**
 * The box office moves a buyer from one seat to a free seat of the same zone (so no count and no
 * price changes), with the zones locked as every seat writer locks them: the seat, the order's
 * seats and its ticket follow; the move is audited and the buyer mailed.
 */
export async function moveSeat(db: Db, request: FastifyRequest, tiketId: number, fromId: number, toId: number) {
  if (!(await isSeated(db, tiketId))) throw conflict(m.showNotSeated);
  return db.transaction(async (tx) => {
    await lockCategories(tx, tiketId);
    const seats = await tx
      .select()
      .from(showSeats)
      .where(and(eq(showSeats.id_tiket, tiketId), inArray(showSeats.id, [fromId, toId])));
    const from = seats.find((s) => s.id === fromId);
    const to = seats.find((s) => s.id === toId);
    if (!from?.id_order) throw conflict(m.moveNotTaken);
    if (!to || to.id_order !== null || to.blocked_reason !== null) throw conflict(m.moveTargetTaken);
    if (to.id_kategori !== from.id_kategori) throw conflict(m.moveOtherZone);
    const orderId = from.id_order;
    await tx.update(showSeats).set({ id_order: null, updatedAt: new Date() }).where(eq(showSeats.id, from.id));
    const [taken] = await tx
      .update(showSeats)
      .set({ id_order: orderId, updatedAt: new Date() })
      .where(and(eq(showSeats.id, to.id), isNull(showSeats.id_order), isNull(showSeats.blocked_reason)))
      .returning({ id: showSeats.id });
    if (!taken) throw conflict(m.moveTargetTaken);
    await tx
      .update(orderSeats)
      .set({ id_seat: to.id })
      .where(and(eq(orderSeats.id_order, orderId), eq(orderSeats.id_seat, from.id)));
    await tx
      .update(ticketSeats)
      .set({ id_seat: to.id })
      .where(
        and(
          eq(ticketSeats.id_seat, from.id),
          sql`${ticketSeats.id_ticket} IN (SELECT ${tickets.id} FROM ${tickets} WHERE ${tickets.id_order} = ${orderId}::int)`,
        ),
      );
    await audit(tx, request, {
      resource: 'show_seats',
      id: tiketId,
      action: 'update',
      summary: `${m.seatMoved}: ${nameOf(from)} → ${nameOf(to)}`,
      before: { order: orderId, seat: from.id },
      after: { order: orderId, seat: to.id },
    });
    await mailMove(tx, orderId, from, to);
    return { order: orderId, from: from.id, to: to.id };
  });
}
