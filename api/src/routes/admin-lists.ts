import {
  ADMIN_PAGE_SIZE,
  type AdminPayment,
  type AdminTicketOrder,
  adminPaymentSchema,
  adminTicketOrderSchema,
  pageAnswer,
  paymentStateOf,
  paymentsList,
  type TicketOrderStatus,
  ticketOrdersList,
} from '@teater/contract';
import { eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { answers, refusalsOf } from '../answers.js';
import { requireAccess } from '../auth/access.js';
import { payments, ticketOrders, tikets, users } from '../db/schema.js';
import { type ListSource, listWhere, parseListQuery, runPage } from '../resources/list-query.js';

/** GET /payment: the declaration bound to payments (the buyer as at purchase is on the row). */
export const paymentsListSource: ListSource = {
  list: paymentsList,
  columns: getTableColumns(payments),
  id: payments.id,
  defaultLimit: ADMIN_PAGE_SIZE,
};

/** GET /tiket/orders: every ticket order, kept when its buyer's account goes. */
export const ticketOrdersListSource: ListSource = {
  list: ticketOrdersList,
  columns: getTableColumns(ticketOrders),
  id: ticketOrders.id,
  defaultLimit: ADMIN_PAGE_SIZE,
};

/** The admin's lists of money and promises: payments and ticket orders, paged on the server. */
export async function adminListRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    '/payment',
    {
      preHandler: requireAccess('admin'),
      schema: { response: answers({ 200: pageAnswer(adminPaymentSchema) }, [...refusalsOf('admin'), 400]) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const params = parseListQuery(paymentsListSource, request.query);
      const where = listWhere(paymentsListSource, params);
      const select = db
        .select({
          payment: payments,
          user: users,
          ticket: { nama_pertujukan: tikets.nama_pertujukan, jumlah_tiket: ticketOrders.jumlah_tiket },
        })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.id_user))
        // a ticket payment's order, by its unique order id (subscriptions have none)
        .leftJoin(ticketOrders, eq(ticketOrders.order_id, payments.order_id))
        .leftJoin(tikets, eq(tikets.id, ticketOrders.id_tiket))
        .where(where)
        .$dynamic();
      return runPage(
        paymentsListSource,
        params,
        select,
        () => db.$count(payments, where),
        (rows) =>
          rows.map(
            ({ payment, user, ticket }): AdminPayment => ({
              id: payment.id,
              order_id: payment.order_id,
              gross_amount: payment.gross_amount,
              transaction_status: payment.transaction_status,
              status: paymentStateOf(payment.transaction_status, payment.fraud_status),
              createdAt: payment.createdAt.toISOString(),
              kind: payment.kind,
              needsRefund: payment.needsRefund,
              buyer: { name: payment.buyer_name, email: payment.buyer_email },
              user: user && {
                id: user.id,
                name: user.name,
                email: user.email,
                subscription_time: user.subscription_time?.toISOString() ?? null,
              },
              // the left join answers nulls, not a missing object, for a subscription
              ticket:
                ticket?.nama_pertujukan != null && ticket.jumlah_tiket != null
                  ? { nama_pertujukan: ticket.nama_pertujukan, jumlah_tiket: ticket.jumlah_tiket }
                  : null,
            }),
          ),
      );
    },
  );

  app.get(
    '/tiket/orders',
    {
      preHandler: requireAccess('admin'),
      schema: { response: answers({ 200: pageAnswer(adminTicketOrderSchema) }, [...refusalsOf('admin'), 400]) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const params = parseListQuery(ticketOrdersListSource, request.query);
      const where = listWhere(ticketOrdersListSource, params);
      const select = db
        .select({ order: ticketOrders, show: tikets, user: users })
        .from(ticketOrders)
        .innerJoin(tikets, eq(tikets.id, ticketOrders.id_tiket))
        .leftJoin(users, eq(users.id, ticketOrders.id_user))
        .where(where)
        .$dynamic();
      return runPage(
        ticketOrdersListSource,
        params,
        select,
        () => db.$count(ticketOrders, where),
        (rows) =>
          rows.map(
            ({ order, show, user }): AdminTicketOrder => ({
              id: order.id,
              order_id: order.order_id,
              nama_user: order.nama_user,
              no_telp: order.no_telp,
              jumlah_tiket: order.jumlah_tiket,
              total_harga: order.total_harga,
              status: order.status as TicketOrderStatus,
              ticket_code: order.ticket_code,
              checkedInAt: order.checkedInAt?.toISOString() ?? null,
              createdAt: order.createdAt.toISOString(),
              tiket: {
                id: show.id,
                nama_pertujukan: show.nama_pertujukan,
                tanggal_pertujukan: show.tanggal_pertujukan.toISOString(),
              },
              buyer_email: order.buyer_email,
              user: user ? { id: user.id, name: user.name, email: user.email } : null,
            }),
          ),
      );
    },
  );
}
