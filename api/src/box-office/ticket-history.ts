import {
  authMessages,
  idNumber,
  isAdminRole,
  pageAnswer,
  type TicketOrderStatus,
  type TicketPurchase,
  ticketPurchaseSchema,
} from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { callerOf, requireAccess } from '../accounts/index.js';
import { tikets } from '../content/schema.js';
import { answers, refusalsOf } from '../core/answers.js';
import { forbidden, parseOrThrow } from '../core/http-error.js';
import { historySource, parseListQuery, runPage } from '../core/list-query.js';
import { orderLinesOf, orderVoucherOf } from './order-lines.js';
import { ticketOrders } from './schema.js';
import { seatTicketsOf } from './seat-tickets.js';
import { categoriesOf } from './ticket-categories.js';

const declared = answers({ 200: pageAnswer(ticketPurchaseSchema) }, [...refusalsOf('user'), 400]);

const historyOf = historySource(ticketOrders, 'id_user');

type HistoryRow = { order: typeof ticketOrders.$inferSelect; tiket: typeof tikets.$inferSelect };

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
      const params = parseListQuery(historyOf, request.query);
      const raw = (request.query as { id_user?: string }).id_user;
      const owner = raw ? parseOrThrow(idNumber(), raw) : caller.id;
      if (owner !== caller.id && !isAdminRole(caller.role)) throw forbidden(authMessages.ownRecordOnly);
      await expireOf(owner);
      reply.header('cache-control', 'private, no-store');
      const where = eq(ticketOrders.id_user, owner);
      const select = db
        .select({ order: ticketOrders, tiket: tikets })
        .from(ticketOrders)
        .innerJoin(tikets, eq(tikets.id, ticketOrders.id_tiket))
        .where(where)
        .$dynamic();
      return runPage(
        historyOf,
        params,
        select,
        () => db.$count(ticketOrders, where),
        (rows) => purchasesOf(db, rows),
      );
    },
  );
}

/** The page's rows as the buyer sees them: seats per category and, once paid, a ticket per seat. */
async function purchasesOf(db: FastifyInstance['db'], rows: HistoryRow[]): Promise<TicketPurchase[]> {
  const orderIds = rows.map(({ order }) => order.id);
  const [seats, lines, categories] = await Promise.all([
    seatTicketsOf(
      db,
      rows.filter(({ order }) => order.status === 'paid').map(({ order }) => order.id),
    ),
    orderLinesOf(db, orderIds),
    categoriesOf(db, [...new Set(rows.map(({ tiket }) => tiket.id))]),
  ]);
  return rows.map(({ order, tiket }) => ({
    id: order.id,
    order_id: order.order_id,
    jumlah_tiket: order.jumlah_tiket,
    total_harga: order.total_harga,
    status: order.status as TicketOrderStatus,
    // A code is an entry pass: shown only while the order is paid.
    ticket_code: order.status === 'paid' ? order.ticket_code : null,
    tickets: seats.get(order.id) ?? [],
    categories: lines.get(order.id) ?? [],
    voucher: orderVoucherOf(order),
    expiresAt: order.expiresAt.toISOString(),
    hold_extended: order.hold_extended_at !== null,
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
}
