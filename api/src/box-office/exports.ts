import {
  formatDateTime,
  PAYMENT_KIND_LABELS,
  TICKET_ORDER_STATUS_LABELS,
  TRANSACTION_STATUS_LABELS,
} from '@teater/contract';
import { desc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { requireAccess, usersListSource } from '../accounts/index.js';
import { users } from '../accounts/schema.js';
import { tikets } from '../content/schema.js';
import { answers, rawAnswer, refusalsOf } from '../core/answers.js';
import { sendCsv } from '../core/csv-export.js';
import { listWhere, parseListQuery } from '../core/list-query.js';
import { payments } from '../payments/schema.js';
import { paymentsListSource, ticketOrdersListSource } from './admin-lists.js';
import { ticketCategories, ticketOrderLines, ticketOrders, tickets } from './schema.js';

const when = (date: Date | null) => (date ? formatDateTime(date.toISOString()) : '');
const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value;
/** An order's seats per category, as '2× Reguler, 1× VIP'. */
const categoriesOfOrder = sql<string>`(
  SELECT string_agg(l.count || '× ' || c.name, ', ' ORDER BY c.position, c.id)
  FROM ${ticketOrderLines} l JOIN ${ticketCategories} c ON c.id = l.id_kategori
  WHERE l.id_order = ticket_orders.id)`;

/** An order's ticket codes, one per seat, in seat order. */
const codesOfOrder = sql<string | null>`(
  SELECT string_agg(t.code, ' ' ORDER BY t.seat) FROM ${tickets} t WHERE t.id_order = ticket_orders.id)`;

/** The ticket orders' CSV: every seat's code of an order in one cell. */
function ticketOrdersExport(app: FastifyInstance, admin: RouteShorthandOptions) {
  const { db } = app;
  app.get('/tiket/orders/export.csv', admin, async (request, reply) => {
    const params = parseListQuery(ticketOrdersListSource, request.query);
    return sendCsv(reply, {
      name: 'pesanan-tiket',
      batch: (before, limit) =>
        db
          .select({
            order: ticketOrders,
            show: tikets.nama_pertujukan,
            categories: categoriesOfOrder,
            codes: codesOfOrder,
            method: payments.method,
          })
          .from(ticketOrders)
          .innerJoin(tikets, eq(tikets.id, ticketOrders.id_tiket))
          .leftJoin(payments, eq(payments.order_id, ticketOrders.order_id))
          .where(listWhere(ticketOrdersListSource, params, [before ? lt(ticketOrders.id, before) : undefined]))
          .orderBy(desc(ticketOrders.id))
          .limit(limit),
      idOf: (row) => row.order.id,
      columns: [
        { header: 'Order ID', value: (r) => r.order.order_id },
        { header: 'Pertunjukan', value: (r) => r.show },
        { header: 'Nama', value: (r) => r.order.nama_user },
        { header: 'Email', value: (r) => r.order.buyer_email },
        { header: 'No. Telepon', value: (r) => r.order.no_telp },
        { header: 'Jumlah Tiket', value: (r) => r.order.jumlah_tiket },
        { header: 'Kategori', value: (r) => r.categories },
        { header: 'Voucher', value: (r) => r.order.voucher_code },
        { header: 'Potongan (Rp)', value: (r) => r.order.discount },
        { header: 'Total (Rp)', value: (r) => r.order.total_harga },
        { header: 'Status', value: (r) => labelOf(TICKET_ORDER_STATUS_LABELS, r.order.status) },
        { header: 'Kode Tiket', value: (r) => r.codes ?? r.order.ticket_code },
        { header: 'Hadir (WIB)', value: (r) => when(r.order.checkedInAt) },
        { header: 'Tanggal (WIB)', value: (r) => when(r.order.createdAt) },
        // where it was sold (web, door) and how it was paid (cash, qris, the provider's type)
        { header: 'Kanal', value: (r) => r.order.channel },
        { header: 'Metode', value: (r) => r.method },
      ],
    });
  });
}

/**
 * CSV downloads of the admin's big lists, with the list's own search and filters (every page,
 * newest first): payments, ticket orders and accounts. Amounts are whole rupiah; times are WIB.
 */
export async function exportRoutes(app: FastifyInstance) {
  const { db } = app;
  const admin = {
    preHandler: requireAccess('admin'),
    schema: {
      response: answers(
        { 200: rawAnswer('text/csv', 'CSV (UTF-8 dengan BOM) dengan filter yang sama dengan daftarnya') },
        [...refusalsOf('admin'), 400],
      ),
    },
  };

  app.get('/payment/export.csv', admin, async (request, reply) => {
    const params = parseListQuery(paymentsListSource, request.query);
    return sendCsv(reply, {
      name: 'pembayaran',
      batch: (before, limit) =>
        db
          .select()
          .from(payments)
          .where(listWhere(paymentsListSource, params, [before ? lt(payments.id, before) : undefined]))
          .orderBy(desc(payments.id))
          .limit(limit),
      idOf: (row) => row.id,
      columns: [
        { header: 'Order ID', value: (p) => p.order_id },
        { header: 'Jenis', value: (p) => PAYMENT_KIND_LABELS[p.kind] },
        { header: 'Nama', value: (p) => p.buyer_name },
        { header: 'Email', value: (p) => p.buyer_email },
        { header: 'Jumlah (Rp)', value: (p) => p.gross_amount },
        { header: 'Status', value: (p) => labelOf(TRANSACTION_STATUS_LABELS, p.transaction_status) },
        { header: 'Perlu refund', value: (p) => (p.needsRefund ? 'Ya' : '') },
        // a door sale's buyer never had an account: none was deleted
        { header: 'Akun dihapus', value: (p) => (p.id_user === null && p.channel === 'web' ? 'Ya' : '') },
        { header: 'Tanggal (WIB)', value: (p) => when(p.createdAt) },
        { header: 'Kanal', value: (p) => p.channel },
        { header: 'Metode', value: (p) => p.method },
      ],
    });
  });

  ticketOrdersExport(app, admin);

  app.get('/users/export.csv', admin, async (request, reply) => {
    const params = parseListQuery(usersListSource, request.query);
    return sendCsv(reply, {
      name: 'akun',
      batch: (before, limit) =>
        db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            role: users.role,
            subscription_time: users.subscription_time,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(listWhere(usersListSource, params, [before ? lt(users.id, before) : undefined]))
          .orderBy(desc(users.id))
          .limit(limit),
      idOf: (row) => row.id,
      columns: [
        { header: 'Nama', value: (u) => u.name },
        { header: 'Email', value: (u) => u.email },
        { header: 'Role', value: (u) => u.role },
        { header: 'Langganan sampai (WIB)', value: (u) => when(u.subscription_time) },
        { header: 'Terdaftar (WIB)', value: (u) => when(u.createdAt) },
      ],
    });
  });
}
