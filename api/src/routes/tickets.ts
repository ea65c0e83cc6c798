import {
  authMessages,
  dataAnswer,
  isAdminRole,
  paymentMessages,
  savedAnswer,
  type TicketOrderStatus,
  type TicketPurchase,
  ticketMessages,
  ticketOrderBody,
  ticketOrderStartSchema,
  ticketPurchaseSchema,
} from '@teater/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answers, refusalsOf } from '../answers.js';
import { callerOf, requireAccess } from '../auth/access.js';
import { ticketOrders, tikets } from '../db/schema.js';
import { badRequest, conflict, forbidden, notFound, parseOrThrow } from '../http-error.js';
import { schedulePeriodic } from '../ops/job-claims.js';
import { seatTicketsOf } from '../payments/door.js';
import { orderBatcher } from '../payments/order-batcher.js';
import { newOrderId } from '../payments/order-id.js';
import { startPayment } from '../payments/start.js';
import { endTicketOrder } from '../payments/ticket-settlement.js';
import { expireStaleOrders, type NewTicketOrder, placeOrder, type SweepScope } from '../payments/ticket-stock.js';
import { invalidate } from '../resources/cache.js';

const declared = {
  order: answers({ 201: savedAnswer(ticketOrderStartSchema) }, [...refusalsOf('user'), 400, 404, 409, 502]),
  history: answers({ 200: dataAnswer(z.array(ticketPurchaseSchema)) }, [...refusalsOf('user'), 400]),
};

/** A sold-out show is swept at most this often per process: a burst of refused buyers costs one sweep. */
const SHOW_SWEEP_MS = 1000;
const SHOWS = 'tikets';

/** Why an order was not placed, as the buyer is told. */
const refusalOf = {
  missing: () => notFound(ticketMessages.notFound),
  closed: () => badRequest(ticketMessages.outsideSalesWindow, { id_tiket: ticketMessages.outsideSalesWindow }),
  short: () => conflict(ticketMessages.soldOut, { jumlah_tiket: ticketMessages.soldOut }),
};

/** Ordering show tickets, the buyer's history, and the door check-in. */
export async function ticketRoutes(app: FastifyInstance) {
  const { db, config } = app;

  /**
   * Expired holds give their seats back: every HOLD_SWEEP_SECONDS for all shows, and lazily where it
   * matters at once: for a show an order finds short of seats (at most every SHOW_SWEEP_MS), and
   * for a buyer reading their history. Never on every order: that was a scan of all orders per
   * order, and a sold-out rush would repeat it for every refused buyer.
   */
  const expire = async (scope?: SweepScope) => {
    const expired = await expireStaleOrders(db, new Date(), scope);
    if (expired > 0) invalidate(app, SHOWS);
    return expired;
  };
  const showSweptAt = new Map<number, number>();
  const sweepShow = (tiketId: number) => {
    const at = Date.now();
    if (at - (showSweptAt.get(tiketId) ?? 0) < SHOW_SWEEP_MS) return 0;
    showSweptAt.set(tiketId, at);
    return expire({ tiketId });
  };
  // every process keeps the timer; one of them sweeps each period (ops/job-claims.ts)
  schedulePeriodic(app, {
    name: 'ticket-hold-expiry',
    everyMs: config.HOLD_SWEEP_SECONDS * 1000,
    run: () => {
      showSweptAt.clear();
      return expire();
    },
  });
  // Batching saves row-lock hand-overs between connections: on a PostgreSQL server. PGlite has one
  // connection (nothing to hand over) and plans every statement afresh, so one by one is cheaper.
  const place =
    app.database.kind === 'postgres' ? orderBatcher(db).place : (wanted: NewTicketOrder) => placeOrder(db, wanted);

  app.post(
    '/tiket/user/pesan',
    { preHandler: requireAccess('user'), schema: { response: declared.order } },
    async (request, reply) => {
      const caller = callerOf(request);
      const body = parseOrThrow(ticketOrderBody, request.body ?? {});
      if (body.id_user !== undefined && body.id_user !== caller.id) throw forbidden(paymentMessages.ownAccountOnly);

      const now = new Date();
      const order_id = newOrderId('ticket', caller.id);
      const wanted: NewTicketOrder = {
        tiketId: body.id_tiket,
        count: body.jumlah_tiket,
        userId: caller.id,
        nama_user: body.nama_user,
        buyer: { name: caller.name, email: caller.email },
        no_telp: body.no_telp,
        order_id,
        expiresAt: new Date(now.getTime() + config.TICKET_HOLD_MINUTES * 60_000),
        now,
      };
      // Seats, order and payment in one statement (with the orders arriving meanwhile): all of
      // them, or none. Short of seats, expired holds of this show may free some: sweep it and try
      // once more.
      let placement = await place(wanted);
      if (placement.result === 'short' && (await sweepShow(body.id_tiket)) > 0) {
        placement = await place(wanted);
      }
      if (placement.result !== 'placed') throw refusalOf[placement.result]();
      const { show } = placement;
      // The stock shown in the public list changed: only the shows' cached reads go.
      invalidate(app, SHOWS);

      const total_harga = show.harga_tiket * body.jumlah_tiket;
      const data = await startPayment(
        app,
        {
          order_id,
          gross_amount: total_harga,
          item: {
            id: `TIKET-${show.id}`,
            name: show.nama_pertujukan.slice(0, 50),
            price: show.harga_tiket,
            quantity: body.jumlah_tiket,
          },
          customer: { first_name: body.nama_user, email: caller.email, phone: body.no_telp },
          expiryMinutes: config.TICKET_HOLD_MINUTES,
        },
        async () => {
          await db.transaction((tx) => endTicketOrder(tx, order_id, 'cancelled'));
          invalidate(app, SHOWS);
        },
      );
      return reply.status(201).send({ message: ticketMessages.orderCreated, data: { ...data, total_harga } });
    },
  );

  app.get(
    '/tiket/user/history',
    { preHandler: requireAccess('user'), schema: { response: declared.history } },
    async (request, reply) => {
      const caller = callerOf(request);
      const raw = (request.query as { id_user?: string }).id_user;
      const owner = raw ? parseOrThrow(z.coerce.number().int().positive(), raw) : caller.id;
      if (owner !== caller.id && !isAdminRole(caller.role)) throw forbidden(authMessages.ownRecordOnly);
      await expire({ userId: owner });
      const rows = await db
        .select({ order: ticketOrders, tiket: tikets })
        .from(ticketOrders)
        .innerJoin(tikets, eq(tikets.id, ticketOrders.id_tiket))
        .where(eq(ticketOrders.id_user, owner))
        .orderBy(desc(ticketOrders.id));
      reply.header('cache-control', 'private, no-store');
      const seats = await seatTicketsOf(
        db,
        rows.filter(({ order }) => order.status === 'paid').map(({ order }) => order.id),
      );
      const data: TicketPurchase[] = rows.map(({ order, tiket }) => ({
        id: order.id,
        order_id: order.order_id,
        jumlah_tiket: order.jumlah_tiket,
        total_harga: order.total_harga,
        status: order.status as TicketOrderStatus,
        // A code is an entry pass: shown only while the order is paid.
        ticket_code: order.status === 'paid' ? order.ticket_code : null,
        tickets: seats.get(order.id) ?? [],
        expiresAt: order.expiresAt.toISOString(),
        createdAt: order.createdAt.toISOString(),
        tiket: {
          id: tiket.id,
          nama_pertujukan: tiket.nama_pertujukan,
          harga_tiket: tiket.harga_tiket,
          tanggal_pertujukan: tiket.tanggal_pertujukan.toISOString(),
          tempat_pertujukan: tiket.tempat_pertujukan,
        },
      }));
      return { data };
    },
  );
}
