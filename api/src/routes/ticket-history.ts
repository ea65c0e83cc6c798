import {
  dataAnswer,
  isAdminRole,
  messages,
  type TicketOrderStatus,
  type TicketPurchase,
  ticketPurchaseSchema,
} from '@teater/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answers, refusalsOf } from '../answers.js';
import { callerOf, requireAccess } from '../auth/access.js';
import { ticketOrders, tikets } from '../db/schema.js';
import { forbidden, parseOrThrow } from '../http-error.js';
import { seatTicketsOf } from '../payments/door.js';
import { orderLinesOf } from '../payments/order-lines.js';
import { categoriesOf } from '../resources/ticket-categories.js';

const declared = answers({ 200: dataAnswer(z.array(ticketPurchaseSchema)) }, [...refusalsOf('user'), 400]);

/**
 * GET /tiket/user/history: the buyer's orders, newest first, each with its seats per category and,
 * once paid, one ticket per seat. Their stale holds end first, so what they read is true now.
 */
export function ticketHistoryRoute(app: FastifyInstance, expireOf: (userId: number) => Promise<number>) {
  const { db } = app;
  app.get(
    '/tiket/user/history',
    { preHandler: requireAccess('user'), schema: { response: declared } },
    async (request, reply) => {
      const caller = callerOf(request);
      const raw = (request.query as { id_user?: string }).id_user;
      const owner = raw ? parseOrThrow(z.coerce.number().int().positive(), raw) : caller.id;
      if (owner !== caller.id && !isAdminRole(caller.role)) throw forbidden(messages.auth.ownRecordOnly);
      await expireOf(owner);
      const rows = await db
        .select({ order: ticketOrders, tiket: tikets })
        .from(ticketOrders)
        .innerJoin(tikets, eq(tikets.id, ticketOrders.id_tiket))
        .where(eq(ticketOrders.id_user, owner))
        .orderBy(desc(ticketOrders.id));
      reply.header('cache-control', 'private, no-store');
      const orderIds = rows.map(({ order }) => order.id);
      const [seats, lines, categories] = await Promise.all([
        seatTicketsOf(
          db,
          rows.filter(({ order }) => order.status === 'paid').map(({ order }) => order.id),
        ),
        orderLinesOf(db, orderIds),
        categoriesOf(db, [...new Set(rows.map(({ tiket }) => tiket.id))]),
      ]);
      const data: TicketPurchase[] = rows.map(({ order, tiket }) => ({
        id: order.id,
        order_id: order.order_id,
        jumlah_tiket: order.jumlah_tiket,
        total_harga: order.total_harga,
        status: order.status as TicketOrderStatus,
        // A code is an entry pass: shown only while the order is paid.
        ticket_code: order.status === 'paid' ? order.ticket_code : null,
        tickets: seats.get(order.id) ?? [],
        categories: lines.get(order.id) ?? [],
        expiresAt: order.expiresAt.toISOString(),
        createdAt: order.createdAt.toISOString(),
        tiket: {
          id: tiket.id,
          nama_pertujukan: tiket.nama_pertujukan,
          // the spec's field: the show's first category's price
          harga_tiket: categories.get(tiket.id)?.[0]?.price ?? 0,
          tanggal_pertujukan: tiket.tanggal_pertujukan.toISOString(),
          tempat_pertujukan: tiket.tempat_pertujukan,
        },
      }));
      return { data };
    },
  );
}
