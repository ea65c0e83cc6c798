import { dataAnswer, isAdminRole, messageAnswer, orderMessages, paymentStartSchema } from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answers, rawAnswer, refusalsOf } from '../answers.js';
import { callerOf, requireAccess } from '../auth/access.js';
import { payments, ticketOrders, tikets } from '../db/schema.js';
import { conflict, forbidden, HttpError, notFound, parseId } from '../http-error.js';
import { seatTicketsOf } from '../payments/door.js';
import { GatewayError, type Notification } from '../payments/gateway.js';
import { applyNotification } from '../payments/notifications.js';
import { gatewayOf } from '../payments/provider.js';
import { ticketPdf } from '../payments/ticket-pdf.js';
import { endTicketOrder } from '../payments/ticket-settlement.js';
import { invalidate } from '../resources/cache.js';

const idParams = z.object({ id: z.string() });
const SHOWS = 'tikets';

/**
 * What a buyer and the box office do with one order: pay a pending order later while its seats
 * are held, cancel it (the seats return at once), and refund a paid one (its tickets stop
 * admitting, its seats are sold again, the buyer is told by mail).
 */
export async function ticketOrderActionRoutes(app: FastifyInstance) {
  const { db } = app;

  async function orderFor(request: FastifyRequest, mayBeAdmin: boolean) {
    const caller = callerOf(request);
    const id = parseId((request.params as { id: string }).id);
    const [order] = await db.select().from(ticketOrders).where(eq(ticketOrders.id, id)).limit(1);
    if (!order) throw notFound(orderMessages.notFound);
    const mine = order.id_user === caller.id;
    if (!mine && !(mayBeAdmin && isAdminRole(caller.role))) throw forbidden(orderMessages.notFound);
    return order;
  }

  /** The provider's word after our own call changes the order as its webhook would. */
  async function applyProviderWord(run: () => Promise<Notification | null>) {
    let word: Notification | null;
    try {
      word = await run();
    } catch (error) {
      if (error instanceof GatewayError) throw new HttpError(502, error.message);
      throw error;
    }
    if (word) await applyNotification(db, word);
    return word;
  }

  app.post(
    '/tiket/orders/:id/resume',
    {
      preHandler: requireAccess('user'),
      schema: {
        params: idParams,
        response: answers({ 200: dataAnswer(paymentStartSchema) }, [...refusalsOf('user'), 404, 409]),
      },
    },
    async (request) => {
      const order = await orderFor(request, false);
      if (order.status !== 'pending') throw conflict(orderMessages.notPending);
      if (order.expiresAt.getTime() <= Date.now()) throw conflict(orderMessages.holdEnded);
      const [payment] = await db.select().from(payments).where(eq(payments.order_id, order.order_id)).limit(1);
      if (!payment?.token) throw conflict(orderMessages.holdEnded);
      const gateway = gatewayOf(app);
      return {
        data: {
          token: payment.token,
          order_id: order.order_id,
          gross_amount: payment.gross_amount,
          provider: gateway.provider,
          redirect_url: gateway.checkoutUrl(payment.token),
          snap_url: gateway.snapUrl,
          client_key: gateway.clientKey,
        },
      };
    },
  );

  app.post(
    '/tiket/orders/:id/cancel',
    {
      preHandler: requireAccess('user'),
      schema: { params: idParams, response: answers({ 200: messageAnswer }, [...refusalsOf('user'), 404, 409, 502]) },
    },
    async (request) => {
      const order = await orderFor(request, true);
      if (order.status !== 'pending') throw conflict(orderMessages.notPending);
      const word = await applyProviderWord(() => gatewayOf(app).cancel(order.order_id));
      // The provider has no record of it (its checkout never opened): the order ends here alone.
      if (!word) await db.transaction((tx) => endTicketOrder(tx, order.order_id, 'cancelled'));
      const [after] = await db.select().from(ticketOrders).where(eq(ticketOrders.id, order.id)).limit(1);
      invalidate(app, SHOWS);
      // Paid in the meantime: the cancellation came too late and changed nothing.
      if (after?.status !== 'cancelled') throw conflict(orderMessages.notPending);
      return { message: orderMessages.cancelled };
    },
  );

  app.post(
    '/tiket/orders/:id/refund',
    {
      preHandler: requireAccess('admin'),
      schema: { params: idParams, response: answers({ 200: messageAnswer }, [...refusalsOf('admin'), 404, 409, 502]) },
    },
    async (request) => {
      const order = await orderFor(request, true);
      if (order.status !== 'paid' && order.status !== 'refund_due') throw conflict(orderMessages.notRefundable);
      const word = await applyProviderWord(() =>
        gatewayOf(app).refund(order.order_id, order.total_harga, `Refund pesanan ${order.order_id}`),
      );
      const [after] = await db.select().from(ticketOrders).where(eq(ticketOrders.id, order.id)).limit(1);
      invalidate(app, SHOWS);
      if (!word || after?.status !== 'refunded') throw conflict(orderMessages.notRefundable);
      return { message: orderMessages.refunded };
    },
  );

  app.get(
    '/tiket/orders/:id/tickets.pdf',
    {
      preHandler: requireAccess('user'),
      schema: {
        params: idParams,
        response: answers({ 200: rawAnswer('application/pdf', 'E-tiket, satu halaman per kursi') }, [
          ...refusalsOf('user'),
          404,
          409,
        ]),
      },
    },
    async (request, reply) => {
      const order = await orderFor(request, true);
      if (order.status !== 'paid') throw conflict(orderMessages.notPaid);
      const [show] = await db.select().from(tikets).where(eq(tikets.id, order.id_tiket));
      if (!show) throw notFound(orderMessages.notFound);
      const seats = (await seatTicketsOf(db, [order.id])).get(order.id) ?? [];
      reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="e-tiket-${order.order_id}.pdf"`);
      return reply.send(await ticketPdf(app.config.SITE_NAME, { ...order, show, seats }));
    },
  );
}
