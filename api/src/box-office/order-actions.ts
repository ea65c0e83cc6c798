import { dataAnswer, isAdminRole, messageAnswer, orderMessages, paymentStartSchema } from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf, requireAccess } from '../accounts/index.js';
import { invalidate } from '../content/index.js';
import { tikets } from '../content/schema.js';
import { answers, type ErrorStatus, rawAnswer, refusalsOf } from '../core/answers.js';
import { audit } from '../core/audit/record.js';
import type { Tx } from '../core/db/client.js';
import { conflict, forbidden, notFound, parseId } from '../core/http-error.js';
import type { AppliedBy } from '../payments/index.js';
import { applyProviderWord, gatewayOf, resumedCheckout } from '../payments/index.js';
import { payments } from '../payments/schema.js';
import { paidInCash } from './order-payment.js';
import { ticketOrders } from './schema.js';
import { seatTicketsOf } from './seat-tickets.js';
import { ticketPdf } from './ticket-pdf.js';
import { endTicketOrder } from './ticket-settlement.js';

const idParams = z.object({ id: z.string() });
const SHOWS = 'tikets';

/** The order named by the route's id, for its buyer (or an admin where `mayBeAdmin`). */
export async function orderFor(app: FastifyInstance, request: FastifyRequest, mayBeAdmin: boolean) {
  const caller = callerOf(request);
  const id = parseId((request.params as { id: string }).id);
  const [order] = await app.db.select().from(ticketOrders).where(eq(ticketOrders.id, id)).limit(1);
  if (!order) throw notFound(orderMessages.notFound);
  const mine = order.id_user === caller.id;
  if (!mine && !(mayBeAdmin && isAdminRole(caller.role))) throw forbidden(orderMessages.notFound);
  return order;
}

type TicketOrder = typeof ticketOrders.$inferSelect;

/** The audit entries of a cancellation or refund by `request`'s caller: the payment's change, and the order's. */
function byCaller(request: FastifyRequest, order: TicketOrder, action: 'cancel' | 'refund'): AppliedBy {
  const also = async (tx: Tx) => {
    const [after] = await tx.select().from(ticketOrders).where(eq(ticketOrders.id, order.id));
    await audit(tx, request, { resource: 'ticket_orders', id: order.id, action, before: order, after });
  };
  return { request, action, also };
}

const statusOf = async (app: FastifyInstance, id: number) =>
  (await app.db.select().from(ticketOrders).where(eq(ticketOrders.id, id)).limit(1))[0]?.status;

const route = (access: 'user' | 'admin', ok: Parameters<typeof answers>[0][number], refusals: ErrorStatus[]) => ({
  preHandler: requireAccess(access),
  schema: { params: idParams, response: answers({ 200: ok }, [...refusalsOf(access), ...refusals]) },
});

/** A pending order's payment, opened again while its seats are held. */
function resumeRoute(app: FastifyInstance) {
  app.post('/tiket/orders/:id/resume', route('user', dataAnswer(paymentStartSchema), [404, 409]), async (request) => {
    const order = await orderFor(app, request, false);
    if (order.status !== 'pending') throw conflict(orderMessages.notPending);
    if (order.expiresAt.getTime() <= Date.now()) throw conflict(orderMessages.holdEnded);
    const [payment] = await app.db.select().from(payments).where(eq(payments.order_id, order.order_id)).limit(1);
    if (!payment?.token) throw conflict(orderMessages.holdEnded);
    return { data: resumedCheckout(app, { ...payment, token: payment.token }) };
  });
}

/** A pending order ends: by its buyer or an admin; its seats return at once. */
function cancelRoute(app: FastifyInstance) {
  app.post('/tiket/orders/:id/cancel', route('user', messageAnswer, [404, 409, 502]), async (request) => {
    const order = await orderFor(app, request, true);
    if (order.status !== 'pending') throw conflict(orderMessages.notPending);
    const by = byCaller(request, order, 'cancel');
    const word = await applyProviderWord(app, () => gatewayOf(app).cancel(order.order_id), by);
    // The provider has no record of it (its checkout never opened): the order ends here alone.
    if (!word) {
      await app.db.transaction(async (tx) => {
        await endTicketOrder(tx, order.order_id, 'cancelled');
        await by.also?.(tx);
      });
    }
    invalidate(app, SHOWS);
    // Paid in the meantime: the cancellation came too late and changed nothing.
    if ((await statusOf(app, order.id)) !== 'cancelled') throw conflict(orderMessages.notPending);
    return { message: orderMessages.cancelled };
  });
}

/** A free order refunded here: its payment marked and audited like the provider's word would be, the order ended. */
async function refundFreeOrder(tx: Tx, request: FastifyRequest, order: TicketOrder, by: AppliedBy) {
  const [before] = await tx.select().from(payments).where(eq(payments.order_id, order.order_id)).for('update');
  const [after] = await tx
    .update(payments)
    .set({ transaction_status: 'refund', refunded_at: new Date(), updatedAt: new Date() })
    .where(eq(payments.order_id, order.order_id))
    .returning();
  if (before && after) {
    const { raw: _before, ...was } = before;
    const { raw: _after, ...now } = after;
    await audit(tx, request, { resource: 'payments', id: before.id, action: 'refund', before: was, after: now });
  }
  await endTicketOrder(tx, order.order_id, 'refunded');
  await by.also?.(tx);
}

/** A paid order's money back (admins): its tickets stop admitting, its seats are sold again. */
function refundRoute(app: FastifyInstance) {
  app.post('/tiket/orders/:id/refund', route('admin', messageAnswer, [404, 409, 502]), async (request) => {
    const order = await orderFor(app, request, true);
    if (order.status !== 'paid' && order.status !== 'refund_due') throw conflict(orderMessages.notRefundable);
    const by = byCaller(request, order, 'refund');
    if (order.total_harga === 0 || (await paidInCash(app.db, order))) {
      // A free order (a voucher took it all) or a door sale paid in cash went through no gateway:
      // there is nothing to ask it (the cash is handed back by hand).
      await app.db.transaction((tx) => refundFreeOrder(tx, request, order, by));
      invalidate(app, SHOWS);
      return { message: orderMessages.refunded };
    }
    const word = await applyProviderWord(
      app,
      () => gatewayOf(app).refund(order.order_id, order.total_harga, `Refund pesanan ${order.order_id}`),
      by,
    );
    invalidate(app, SHOWS);
    if (!word || (await statusOf(app, order.id)) !== 'refunded') throw conflict(orderMessages.notRefundable);
    return { message: orderMessages.refunded };
  });
}

/** A paid order's e-tickets as a PDF, one page per seat. */
function pdfRoute(app: FastifyInstance) {
  const pdf = rawAnswer('application/pdf', 'E-tiket, satu halaman per kursi');
  app.get('/tiket/orders/:id/tickets.pdf', route('user', pdf, [404, 409]), async (request, reply) => {
    const order = await orderFor(app, request, true);
    if (order.status !== 'paid') throw conflict(orderMessages.notPaid);
    const [show] = await app.db.select().from(tikets).where(eq(tikets.id, order.id_tiket));
    if (!show) throw notFound(orderMessages.notFound);
    const seats = (await seatTicketsOf(app.db, [order.id])).get(order.id) ?? [];
    reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="e-tiket-${order.order_id}.pdf"`);
    return reply.send(await ticketPdf(app.config.SITE_NAME, { ...order, show, seats }));
  });
}

/**
 * What a buyer and the box office do with one order: pay a pending order later while its seats
 * are held, cancel it (the seats return at once), and refund a paid one (its tickets stop
 * admitting, its seats are sold again, the buyer is told by mail).
 */
export async function ticketOrderActionRoutes(app: FastifyInstance) {
  resumeRoute(app);
  cancelRoute(app);
  refundRoute(app);
  pdfRoute(app);
}
