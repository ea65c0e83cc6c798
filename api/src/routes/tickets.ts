import {
  categoryMessages,
  paymentMessages,
  savedAnswer,
  type TicketOrderBody,
  ticketMessages,
  ticketOrderBody,
  ticketOrderStartSchema,
} from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answers, refusalsOf } from '../answers.js';
import { audit, isStaff } from '../audit/record.js';
import { callerOf, requireAccess } from '../auth/access.js';
import type { SessionUser } from '../auth/sessions.js';
import { ticketOrders } from '../db/schema.js';
import { badRequest, conflict, forbidden, notFound, parseOrThrow } from '../http-error.js';
import type { NewTransaction } from '../payments/gateway.js';
import { orderBatcher } from '../payments/order-batcher.js';
import { newOrderId } from '../payments/order-id.js';
import { type NewTicketOrder, type Placement, placeOrder } from '../payments/seat-placement.js';
import { startPayment } from '../payments/start.js';
import { endTicketOrder } from '../payments/ticket-settlement.js';
import { invalidate } from '../resources/cache.js';
import { ticketHistoryRoute } from './ticket-history.js';
import { SHOWS, ticketSweeps } from './ticket-sweeps.js';

const declared = {
  order: answers({ 201: savedAnswer(ticketOrderStartSchema) }, [...refusalsOf('user'), 400, 404, 409, 502]),
};

/** Why an order was not placed, as the buyer is told. */
const refusalOf = {
  missing: () => notFound(ticketMessages.notFound),
  unknown: () => badRequest(categoryMessages.notFound, { categories: categoryMessages.notFound }),
  past: () => badRequest(categoryMessages.pastShow, { id_tiket: categoryMessages.pastShow }),
  closed: () => badRequest(ticketMessages.outsideSalesWindow, { id_tiket: ticketMessages.outsideSalesWindow }),
  short: () => conflict(ticketMessages.soldOut, { jumlah_tiket: ticketMessages.soldOut }),
};

/** The order a body asks for: seats per category, or the spec's count of the first category. */
function newOrder(body: TicketOrderBody, caller: SessionUser, holdMinutes: number): NewTicketOrder {
  const now = new Date();
  return {
    tiketId: body.id_tiket,
    lines: body.categories
      ? body.categories.filter((line) => line.count > 0)
      : [{ id: null, count: body.jumlah_tiket ?? 0 }],
    userId: caller.id,
    nama_user: body.nama_user,
    buyer: { name: caller.name, email: caller.email },
    no_telp: body.no_telp,
    order_id: newOrderId('ticket', caller.id),
    expiresAt: new Date(now.getTime() + holdMinutes * 60_000),
    now,
  };
}

/** The payment of a placed order: one item per category, their sum the order's total. */
function transactionOf(
  order: NewTicketOrder,
  placement: Extract<Placement, { result: 'placed' }>,
  phone: string,
  holdMinutes: number,
): NewTransaction {
  return {
    order_id: order.order_id,
    gross_amount: placement.total,
    items: placement.lines.map((line) => ({
      id: `KATEGORI-${line.id}`,
      name: `${placement.show.nama_pertujukan} - ${line.name}`.slice(0, 50),
      price: line.price,
      quantity: line.count,
    })),
    customer: { first_name: order.nama_user, email: order.buyer.email, phone },
    expiryMinutes: holdMinutes,
  };
}

/** Ordering show tickets and the buyer's history. */
export async function ticketRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const sweeps = ticketSweeps(app);
  // Batching saves row-lock hand-overs between connections: on a PostgreSQL server. PGlite has one
  // connection (nothing to hand over) and plans every statement afresh, so one by one is cheaper.
  const batched =
    app.database.kind === 'postgres' ? orderBatcher(db).place : (wanted: NewTicketOrder) => placeOrder(db, wanted);
  // A staff account's order is a staff write: placed on its own, with its audit entry in its transaction.
  const place = (request: FastifyRequest, wanted: NewTicketOrder) =>
    isStaff(request.user)
      ? db.transaction(async (tx) => {
          const placement = await placeOrder(tx, wanted);
          if (placement.result === 'placed') {
            const [order] = await tx.select().from(ticketOrders).where(eq(ticketOrders.order_id, wanted.order_id));
            await audit(tx, request, { resource: 'ticket_orders', id: order?.id, action: 'create', after: order });
          }
          return placement;
        })
      : batched(wanted);

  app.post(
    '/tiket/user/pesan',
    { preHandler: requireAccess('user'), schema: { response: declared.order } },
    async (request, reply) => {
      const caller = callerOf(request);
      const body = parseOrThrow(ticketOrderBody, request.body ?? {});
      if (body.id_user !== undefined && body.id_user !== caller.id) throw forbidden(paymentMessages.ownAccountOnly);
      const wanted = newOrder(body, caller, config.TICKET_HOLD_MINUTES);
      // Seats, order, lines and payment in one statement (with the orders arriving meanwhile): all
      // of them, or none. Short of seats, expired holds of this show may free some: sweep it and
      // try once more.
      let placement = await place(request, wanted);
      if (placement.result === 'short' && (await sweeps.sweepShow(body.id_tiket)) > 0) {
        placement = await place(request, wanted);
      }
      if (placement.result !== 'placed') throw refusalOf[placement.result]();
      // The seats left shown in the public list changed: only the shows' cached reads go.
      invalidate(app, SHOWS);
      const data = await startPayment(
        app,
        transactionOf(wanted, placement, body.no_telp, config.TICKET_HOLD_MINUTES),
        async () => {
          await db.transaction((tx) => endTicketOrder(tx, wanted.order_id, 'cancelled'));
          invalidate(app, SHOWS);
        },
      );
      return reply
        .status(201)
        .send({ message: ticketMessages.orderCreated, data: { ...data, total_harga: placement.total } });
    },
  );

  ticketHistoryRoute(app, sweeps.expireOf);
}
