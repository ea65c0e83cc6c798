import {
  type CheckinAnswer,
  checkinBody,
  isAdminRole,
  messages,
  type TicketOrderStatus,
  type TicketPurchase,
  ticketOrderBody,
} from '@teater/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf, requireAccess } from '../auth/access.js';
import { payments, ticketOrders, tikets } from '../db/schema.js';
import { badRequest, conflict, forbidden, notFound, parseOrThrow } from '../http-error.js';
import { newOrderId, normalizeTicketCode } from '../payments/order-id.js';
import { startPayment } from '../payments/start.js';
import { endTicketOrder } from '../payments/ticket-settlement.js';
import { expireStaleOrders, takeSeats } from '../payments/ticket-stock.js';
import { invalidate } from '../resources/cache.js';

const SWEEP_MS = 60_000;

/** Ordering show tickets, the buyer's history, and the door check-in. */
export async function ticketRoutes(app: FastifyInstance) {
  const { db, config } = app;

  /** Lazily on every order and read, and periodically below: expired holds give their seats back. */
  const expire = async () => {
    if ((await expireStaleOrders(db)) > 0) invalidate('tikets');
  };
  const timer = setInterval(() => {
    expire().catch((error) => app.log.error({ err: error }, 'ticket hold sweep failed'));
  }, SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.post('/tiket/user/pesan', { preHandler: requireAccess('user') }, async (request, reply) => {
    const caller = callerOf(request);
    const body = parseOrThrow(ticketOrderBody, request.body ?? {});
    if (body.id_user !== undefined && body.id_user !== caller.id) throw forbidden(messages.payment.ownAccountOnly);
    await expire();

    const now = new Date();
    const order_id = newOrderId('ticket', caller.id);
    const expiresAt = new Date(now.getTime() + config.TICKET_HOLD_MINUTES * 60_000);
    // Seats, order and payment in one transaction: all of them, or none.
    const placed = await db.transaction(async (tx) => {
      const show = await takeSeats(tx, body.id_tiket, body.jumlah_tiket, now);
      if (!show) return null;
      const total_harga = show.harga_tiket * body.jumlah_tiket;
      await tx.insert(ticketOrders).values({
        id_tiket: show.id,
        id_user: caller.id,
        nama_user: body.nama_user,
        no_telp: body.no_telp,
        jumlah_tiket: body.jumlah_tiket,
        total_harga,
        order_id,
        expiresAt,
      });
      await tx.insert(payments).values({ order_id, kind: 'ticket', id_user: caller.id, gross_amount: total_harga });
      return { show, total_harga };
    });

    if (!placed) {
      const [show] = await db.select().from(tikets).where(eq(tikets.id, body.id_tiket)).limit(1);
      if (!show) throw notFound(messages.tickets.notFound);
      const open = show.tanggal_mulai_penjualan <= now && show.tanggal_selesai_penjualan > now;
      if (!open)
        throw badRequest(messages.tickets.outsideSalesWindow, { id_tiket: messages.tickets.outsideSalesWindow });
      throw conflict(messages.tickets.soldOut, { jumlah_tiket: messages.tickets.soldOut });
    }
    invalidate('tikets');

    const { show, total_harga } = placed;
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
        invalidate('tikets');
      },
    );
    return reply.status(201).send({ message: messages.tickets.orderCreated, data: { ...data, total_harga } });
  });

  app.get('/tiket/user/history', { preHandler: requireAccess('user') }, async (request, reply) => {
    const caller = callerOf(request);
    const raw = (request.query as { id_user?: string }).id_user;
    const owner = raw ? parseOrThrow(z.coerce.number().int().positive(), raw) : caller.id;
    if (owner !== caller.id && !isAdminRole(caller.role)) throw forbidden(messages.auth.ownRecordOnly);
    await expire();
    const rows = await db
      .select({ order: ticketOrders, tiket: tikets })
      .from(ticketOrders)
      .innerJoin(tikets, eq(tikets.id, ticketOrders.id_tiket))
      .where(eq(ticketOrders.id_user, owner))
      .orderBy(desc(ticketOrders.id));
    reply.header('cache-control', 'private, no-store');
    const data: TicketPurchase[] = rows.map(({ order, tiket }) => ({
      id: order.id,
      order_id: order.order_id,
      jumlah_tiket: order.jumlah_tiket,
      total_harga: order.total_harga,
      status: order.status as TicketOrderStatus,
      // A code is an entry pass: shown only while the order is paid.
      ticket_code: order.status === 'paid' ? order.ticket_code : null,
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
  });

  // At the door: the first scan of a paid ticket lets in, every later one says it was used.
  app.post('/tiket/checkin', { preHandler: requireAccess('admin') }, async (request) => {
    const code = normalizeTicketCode(parseOrThrow(checkinBody, request.body ?? {}).code);
    const now = new Date();
    // Conditional: of two scans racing at the door, exactly one finds the ticket unused.
    const [entered] = await db
      .update(ticketOrders)
      .set({ checkedInAt: now, updatedAt: now })
      .where(and(eq(ticketOrders.ticket_code, code), eq(ticketOrders.status, 'paid'), isNull(ticketOrders.checkedInAt)))
      .returning({ id: ticketOrders.id });
    const [row] = await db
      .select({ order: ticketOrders, show: tikets.nama_pertujukan })
      .from(ticketOrders)
      .innerJoin(tikets, eq(tikets.id, ticketOrders.id_tiket))
      .where(and(eq(ticketOrders.ticket_code, code), eq(ticketOrders.status, 'paid')))
      .limit(1);
    const answer: CheckinAnswer = !row?.order.checkedInAt
      ? { result: 'unknown', message: messages.checkin.unknown }
      : {
          result: entered ? 'valid' : 'used',
          message: entered ? messages.checkin.valid : messages.checkin.used,
          order: {
            nama_user: row.order.nama_user,
            jumlah_tiket: row.order.jumlah_tiket,
            nama_pertujukan: row.show,
            checkedInAt: row.order.checkedInAt.toISOString(),
          },
        };
    return { data: answer };
  });
}
