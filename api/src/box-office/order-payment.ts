import { type TicketOrderStart, ticketMessages, voucherMessages } from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invalidate } from '../content/index.js';
import type { DbOrTx } from '../core/db/client.js';
import type { NewTransaction } from '../payments/index.js';
import { gatewayOf, startPayment } from '../payments/index.js';
import { payments } from '../payments/schema.js';
import type { NewTicketOrder, Placement } from './seat-placement.js';
import { endTicketOrder, settleTicketOrder } from './ticket-settlement.js';

export type Placed = Extract<Placement, { result: 'placed' }>;
const SHOWS = 'tikets';

/**
 * The payment of a placed order: one item per category and, with a voucher, one item of minus its
 * discount; their sum is the order's total (Midtrans checks it).
 */
function transactionOf(order: NewTicketOrder, placed: Placed, phone: string, holdMinutes: number): NewTransaction {
  const items = placed.lines.map((line) => ({
    id: `KATEGORI-${line.id}`,
    name: `${placed.show.nama_pertujukan} - ${line.name}`.slice(0, 50),
    price: line.price,
    quantity: line.count,
  }));
  if (placed.voucher && placed.discount > 0) {
    items.push({
      id: `VOUCHER-${placed.voucher.id}`,
      name: voucherMessages.discountOf(placed.voucher.code).slice(0, 50),
      price: -placed.discount,
      quantity: 1,
    });
  }
  return {
    order_id: order.order_id,
    gross_amount: placed.total,
    items,
    customer: { first_name: order.nama_user, email: order.buyer.email, phone },
    // the gateway keeps the checkout open for the hold and its one extension (decision 034); a
    // payment after an unextended hold ended is settled as any late payment (seats back or refund due)
    expiryMinutes: holdMinutes * 2,
  };
}

/**
 * Nothing to pay (a voucher took it all): no gateway can charge Rp 0, so the order is paid here and
 * now, its payment settled, and its e-tickets go out as after any payment.
 */
async function settleFreeOrder(app: FastifyInstance, orderId: string) {
  await app.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ transaction_status: 'settlement', appliedAt: new Date(), updatedAt: new Date() })
      .where(eq(payments.order_id, orderId));
    await settleTicketOrder(tx, orderId);
  });
}

/**
 * Opens the payment of an order just placed (a new order, or a waiting list's offer bought) and
 * answers what the web needs for it. When the gateway refuses, the order ends and its seats return.
 */
export async function payForOrder(
  app: FastifyInstance,
  order: NewTicketOrder,
  placed: Placed,
  phone: string,
): Promise<{ message: string; data: TicketOrderStart }> {
  const answer = { total_harga: placed.total, discount: placed.discount };
  if (placed.total === 0) {
    await settleFreeOrder(app, order.order_id);
    const gateway = gatewayOf(app);
    return {
      message: ticketMessages.freeOrder,
      data: {
        ...answer,
        free: true,
        token: '',
        order_id: order.order_id,
        gross_amount: 0,
        provider: gateway.provider,
        redirect_url: '',
        snap_url: null,
        client_key: null,
      },
    };
  }
  const holdMinutes = app.config.TICKET_HOLD_MINUTES;
  const data = await startPayment(app, transactionOf(order, placed, phone, holdMinutes), async () => {
    await app.db.transaction((tx) => endTicketOrder(tx, order.order_id, 'cancelled'));
    invalidate(app, SHOWS);
  });
  return { message: ticketMessages.orderCreated, data: { ...data, ...answer, free: false } };
}

/** A door sale paid in cash: no gateway holds its money, so an admin's refund asks none. */
export async function paidInCash(db: DbOrTx, order: { order_id: string; channel: string }) {
  if (order.channel !== 'door') return false;
  const [payment] = await db
    .select({ method: payments.method })
    .from(payments)
    .where(and(eq(payments.order_id, order.order_id), eq(payments.method, 'cash')));
  return payment !== undefined;
}
