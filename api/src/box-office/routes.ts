import {
  paymentMessages,
  savedAnswer,
  seatingMessages,
  type TicketOrderBody,
  ticketOrderBody,
  ticketOrderStartSchema,
} from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../accounts/index.js';
import { callerOf, requireAccess } from '../accounts/index.js';
import { invalidate } from '../content/index.js';
import { answers, refusalsOf } from '../core/answers.js';
import { audit, isStaff } from '../core/audit/record.js';
import { conflict, forbidden, parseOrThrow } from '../core/http-error.js';
import { orderBatcher } from './order-batcher.js';
import { payForOrder } from './order-payment.js';
import { refusalOf } from './order-refusals.js';
import { ticketOrders } from './schema.js';
import { type NewTicketOrder, newTicketOrder, type Placement, placeOrder } from './seat-placement.js';
import { isSeated } from './seating/index.js';
import { ticketHistoryRoute } from './ticket-history.js';
import { SHOWS, ticketSweeps } from './ticket-sweeps.js';
import { takeVoucher } from './vouchers.js';

const declared = {
  order: answers({ 201: savedAnswer(ticketOrderStartSchema) }, [...refusalsOf('user'), 400, 404, 409, 502]),
};

/** The order a body asks for: seats per category, or the spec's count of the first category. */
const newOrder = (body: TicketOrderBody, caller: SessionUser, holdMinutes: number) =>
  newTicketOrder(
    body,
    body.categories ? body.categories.filter((line) => line.count > 0) : [{ id: null, count: body.jumlah_tiket ?? 0 }],
    caller,
    holdMinutes,
  );

/** Ordering show tickets and the buyer's history. */
export async function ticketRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const sweeps = ticketSweeps(app);
  // Batching saves row-lock hand-overs between connections: on a PostgreSQL server. PGlite has one
  // connection (nothing to hand over) and plans every statement afresh, so one by one is cheaper.
  const batched =
    app.database.kind === 'postgres' ? orderBatcher(db).place : (wanted: NewTicketOrder) => placeOrder(db, wanted);
  // An order with a voucher goes alone, in a transaction holding the voucher's row: its uses are
  // counted and taken with nothing in between (box-office/vouchers.ts). A staff account's order is a
  // staff write: alone too, with its audit entry in its transaction. Members' orders without a
  // voucher never wait for either, and read nothing more than before.
  const place = (request: FastifyRequest, wanted: NewTicketOrder, code: string | undefined): Promise<Placement> =>
    code === undefined && !isStaff(request.user)
      ? batched(wanted)
      : db.transaction(async (tx) => {
          const voucher = code === undefined ? undefined : await takeVoucher(tx, { ...wanted, code });
          const placement = await placeOrder(tx, { ...wanted, voucher });
          if (placement.result === 'placed' && isStaff(request.user)) {
            const [order] = await tx.select().from(ticketOrders).where(eq(ticketOrders.order_id, wanted.order_id));
            await audit(tx, request, { resource: 'ticket_orders', id: order?.id, action: 'create', after: order });
          }
          return placement;
        });

  app.post(
    '/tiket/user/pesan',
    { preHandler: requireAccess('user'), schema: { response: declared.order } },
    async (request, reply) => {
      const caller = callerOf(request);
      const body = parseOrThrow(ticketOrderBody, request.body ?? {});
      if (body.id_user !== undefined && body.id_user !== caller.id) throw forbidden(paymentMessages.ownAccountOnly);
      // a seated show's seats are chosen (POST /tiket/user/pesan-kursi), never taken as a count
      if (await isSeated(db, body.id_tiket)) throw conflict(seatingMessages.showSeated);
      const wanted = newOrder(body, caller, config.TICKET_HOLD_MINUTES);
      // Seats, order, lines and payment in one statement (with the orders arriving meanwhile): all
      // of them, or none. Short of seats, expired holds of this show may free some: sweep it and
      // try once more.
      let placement = await place(request, wanted, body.voucher);
      if (placement.result === 'short' && (await sweeps.sweepShow(body.id_tiket)) > 0) {
        placement = await place(request, wanted, body.voucher);
      }
      if (placement.result !== 'placed') throw refusalOf[placement.result]();
      // The seats left shown in the public list changed: only the shows' cached reads go.
      invalidate(app, SHOWS);
      return reply.status(201).send(await payForOrder(app, wanted, placement, body.no_telp));
    },
  );

  ticketHistoryRoute(app, sweeps.expireOf);
}
