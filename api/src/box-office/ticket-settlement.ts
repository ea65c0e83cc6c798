import type { SeatPlace } from '@teater/contract';
import { and, asc, eq } from 'drizzle-orm';
import { users } from '../accounts/schema.js';
import { enqueueETicket, enqueueOrderEnded } from '../audience/index.js';
import { tikets } from '../content/schema.js';
import type { Tx } from '../core/db/client.js';
import { giveOrderSeatsBack, retakeOrderSeats } from './order-seats.js';
import { ticketCategories, ticketOrderLines, ticketOrders, tickets } from './schema.js';
import { placesOfOrder, withPlace } from './seating/seat-places.js';
import { linkTicketSeats } from './seating/seat-taking.js';
import { newTicketCode } from './ticket-code.js';
import { voucherUseLeft } from './vouchers.js';
import { offerFreeSeats } from './waitlist/offers.js';

export type TicketOrder = typeof ticketOrders.$inferSelect;

async function lockOrder(tx: Tx, orderId: string): Promise<TicketOrder | undefined> {
  const [order] = await tx.select().from(ticketOrders).where(eq(ticketOrders.order_id, orderId)).for('update');
  return order;
}

/**
 * The order was paid. It gets its ticket code; if it had expired and given its seats back (and its
 * voucher's use), it takes them again, and when they are gone it is flagged for refund instead:
 * never an oversold seat, never a voucher used past its limit.
 * Returns whether the payment needs a refund.
 */
export async function settleTicketOrder(tx: Tx, orderId: string): Promise<{ needsRefund: boolean }> {
  const order = await lockOrder(tx, orderId);
  if (!order || order.status === 'paid') return { needsRefund: false };
  const now = new Date();
  const holds = order.holdsStock || ((await voucherUseLeft(tx, order)) && (await retakeOrderSeats(tx, order.id)));
  if (!holds) {
    await tx.update(ticketOrders).set({ status: 'refund_due', updatedAt: now }).where(eq(ticketOrders.id, order.id));
    return { needsRefund: true };
  }
  const seats = await seatsOf(tx, order);
  await tx.insert(tickets).values(seats);
  await linkTicketSeats(tx, order.id);
  const ticket_code = seats[0]?.code ?? newTicketCode();
  await tx
    .update(ticketOrders)
    .set({ status: 'paid', holdsStock: true, ticket_code, updatedAt: now })
    .where(eq(ticketOrders.id, order.id));
  // a seated show's e-ticket names each ticket's seat
  const places = await placesOfOrder(tx, order.id);
  await mailETicket(
    tx,
    { ...order, ticket_code },
    seats.map((seat) => withPlace(seat, places.get(seat.seat))),
  );
  return { needsRefund: false };
}

/** The payment failed (or was refunded): the order ends and its seats, if it still held them, return. */
export async function endTicketOrder(tx: Tx, orderId: string, status: 'cancelled' | 'refunded') {
  const order = await lockOrder(tx, orderId);
  if (!order) return;
  if (status === 'cancelled' && order.status !== 'pending') return;
  const [ended] = await tx
    .update(ticketOrders)
    .set({ status, holdsStock: false, updatedAt: new Date() })
    .where(and(eq(ticketOrders.id, order.id), eq(ticketOrders.holdsStock, order.holdsStock)))
    .returning();
  if (!ended) return;
  // The door devices' next refresh asks for tickets changed since: these are now revoked.
  await tx.update(tickets).set({ updatedAt: new Date() }).where(eq(tickets.id_order, order.id));
  // The seats return to their categories and go to their waiting lists first.
  if (order.holdsStock) await offerFreeSeats(tx, await giveOrderSeatsBack(tx, order.id));
  await mailOrderEnded(tx, ended, status === 'cancelled' ? 'order-cancelled' : 'order-refunded');
}

/**
 * One ticket per seat, numbered across the order's categories in their order, each with 60 random
 * bits: a collision is practically impossible, and the unique index would refuse it. The order
 * keeps the first code (the spec's one code per order).
 */
async function seatsOf(tx: Tx, order: TicketOrder) {
  const lines = await tx
    .select({ id: ticketCategories.id, name: ticketCategories.name, count: ticketOrderLines.count })
    .from(ticketOrderLines)
    .innerJoin(ticketCategories, eq(ticketCategories.id, ticketOrderLines.id_kategori))
    .where(eq(ticketOrderLines.id_order, order.id))
    .orderBy(asc(ticketCategories.position), asc(ticketCategories.id));
  const categories = lines.flatMap((line) => Array.from({ length: line.count }, () => line));
  return categories.map((category, i) => ({
    id_order: order.id,
    id_tiket: order.id_tiket,
    id_kategori: category.id,
    seat: i + 1,
    code: newTicketCode(),
    category: category.name,
  }));
}

async function buyerOf(tx: Tx, order: TicketOrder) {
  const [found] = await tx
    .select({ show: tikets, email: users.email })
    .from(tikets)
    .leftJoin(users, eq(users.id, order.id_user ?? 0))
    .where(eq(tikets.id, order.id_tiket));
  const email = order.buyer_email ?? found?.email;
  return found && email ? { show: found.show, email } : undefined;
}

async function mailOrderEnded(tx: Tx, order: TicketOrder, kind: 'order-cancelled' | 'order-refunded') {
  const buyer = await buyerOf(tx, order);
  if (buyer) await enqueueOrderEnded(tx, kind, { ...order, email: buyer.email }, buyer.show);
}

/** The e-ticket goes to the buyer's e-mail at purchase (or the account's, for older orders). */
async function mailETicket(
  tx: Tx,
  order: TicketOrder & { ticket_code: string },
  seats: { code: string; seat: number; category: string; place?: SeatPlace }[],
) {
  const buyer = await buyerOf(tx, order);
  if (buyer) await enqueueETicket(tx, { ...order, email: buyer.email }, buyer.show, seats);
}
