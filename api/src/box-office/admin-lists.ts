import {
  type AdminPayment,
  type AdminTicketOrder,
  adminPaymentSchema,
  adminTicketOrderSchema,
  type OrderLine,
  pageAnswer,
  paymentStateOf,
  paymentsList,
  type SeatTicket,
  type TicketOrderStatus,
  ticketOrdersList,
} from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { requireAccess } from '../accounts/index.js';
import { users } from '../accounts/schema.js';
import { tikets } from '../content/schema.js';
import { answers, refusalsOf } from '../core/answers.js';
import { adminListSource, pageFromQuery } from '../core/list-query.js';
import { payments } from '../payments/schema.js';
import { shownTransactionStatus } from './ended-orders.js';
import { orderLinesOf, orderVoucherOf } from './order-lines.js';
import { ticketOrders } from './schema.js';
import { seatTicketsOf } from './seat-tickets.js';

/** GET /payment: the declaration bound to payments (the buyer as at purchase is on the row). */
export const paymentsListSource = adminListSource(paymentsList, payments);

/** GET /tiket/orders: every ticket order, kept when its buyer's account goes. */
export const ticketOrdersListSource = adminListSource(ticketOrdersList, ticketOrders);

type PaymentRow = {
  payment: typeof payments.$inferSelect;
  user: typeof users.$inferSelect | null;
  /** a ticket payment's show and seats; the left join answers nulls for a subscription */
  ticket: {
    nama_pertujukan: string | null;
    jumlah_tiket: number | null;
    voucher_code: string | null;
    discount: number | null;
    status: string | null;
  } | null;
};
type TicketOrderRow = {
  order: typeof ticketOrders.$inferSelect;
  show: typeof tikets.$inferSelect;
  user: typeof users.$inferSelect | null;
  /** how its payment was made (cash, qris, the provider's type) */
  method: string | null;
};

const adminPaymentOf = ({ payment, user, ticket }: PaymentRow): AdminPayment => {
  const shown = shownTransactionStatus(payment.transaction_status, ticket?.status);
  return {
    id: payment.id,
    order_id: payment.order_id,
    gross_amount: payment.gross_amount,
    transaction_status: shown,
    status: paymentStateOf(shown, payment.fraud_status),
    createdAt: payment.createdAt.toISOString(),
    kind: payment.kind,
    needsRefund: payment.needsRefund,
    channel: payment.channel,
    method: payment.method,
    buyer: { name: payment.buyer_name, email: payment.buyer_email },
    user: user && {
      id: user.id,
      name: user.name,
      email: user.email,
      subscription_time: user.subscription_time?.toISOString() ?? null,
    },
    ticket:
      ticket?.nama_pertujukan != null && ticket.jumlah_tiket != null
        ? {
            nama_pertujukan: ticket.nama_pertujukan,
            jumlah_tiket: ticket.jumlah_tiket,
            voucher: orderVoucherOf({ voucher_code: ticket.voucher_code, discount: ticket.discount ?? 0 }),
          }
        : null,
  };
};

const adminTicketOrderOf = (
  { order, show, user, method }: TicketOrderRow,
  categories: OrderLine[],
  tickets: SeatTicket[],
): AdminTicketOrder => ({
  id: order.id,
  order_id: order.order_id,
  nama_user: order.nama_user,
  no_telp: order.no_telp,
  jumlah_tiket: order.jumlah_tiket,
  total_harga: order.total_harga,
  status: order.status as TicketOrderStatus,
  ticket_code: order.ticket_code,
  tickets,
  checkedInAt: order.checkedInAt?.toISOString() ?? null,
  createdAt: order.createdAt.toISOString(),
  tiket: {
    id: show.id,
    nama_pertujukan: show.nama_pertujukan,
    tanggal_pertujukan: show.tanggal_pertujukan.toISOString(),
  },
  categories,
  voucher: orderVoucherOf(order),
  buyer_email: order.buyer_email,
  user: user ? { id: user.id, name: user.name, email: user.email } : null,
  channel: order.channel,
  method,
});

/** The admin's lists of money and promises: payments and ticket orders, paged on the server. */
export async function adminListRoutes(app: FastifyInstance) {
  const { db } = app;
  const adminList = <T extends z.ZodType>(item: T) => ({
    preHandler: requireAccess('admin'),
    schema: { response: answers({ 200: pageAnswer(item) }, [...refusalsOf('admin'), 400]) },
  });

  app.get('/payment', adminList(adminPaymentSchema), async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return pageFromQuery(
      paymentsListSource,
      request.query,
      (where) =>
        db
          .select({
            payment: payments,
            user: users,
            ticket: {
              nama_pertujukan: tikets.nama_pertujukan,
              jumlah_tiket: ticketOrders.jumlah_tiket,
              voucher_code: ticketOrders.voucher_code,
              discount: ticketOrders.discount,
              status: ticketOrders.status,
            },
          })
          .from(payments)
          .leftJoin(users, eq(users.id, payments.id_user))
          // a ticket payment's order, by its unique order id (subscriptions have none)
          .leftJoin(ticketOrders, eq(ticketOrders.order_id, payments.order_id))
          .leftJoin(tikets, eq(tikets.id, ticketOrders.id_tiket))
          .where(where)
          .$dynamic(),
      (where) => db.$count(payments, where),
      (rows) => rows.map(adminPaymentOf),
    );
  });

  app.get('/tiket/orders', adminList(adminTicketOrderSchema), async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return pageFromQuery(
      ticketOrdersListSource,
      request.query,
      (where) =>
        db
          .select({ order: ticketOrders, show: tikets, user: users, method: payments.method })
          .from(ticketOrders)
          .innerJoin(tikets, eq(tikets.id, ticketOrders.id_tiket))
          .leftJoin(users, eq(users.id, ticketOrders.id_user))
          .leftJoin(payments, eq(payments.order_id, ticketOrders.order_id))
          .where(where)
          .$dynamic(),
      (where) => db.$count(ticketOrders, where),
      async (rows) => {
        const ids = rows.map(({ order }) => order.id);
        const [lines, seats] = await Promise.all([orderLinesOf(db, ids), seatTicketsOf(db, ids)]);
        return rows.map((row) => adminTicketOrderOf(row, lines.get(row.order.id) ?? [], seats.get(row.order.id) ?? []));
      },
    );
  });
}
