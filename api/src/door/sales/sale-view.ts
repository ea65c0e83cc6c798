import type { DoorSale } from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import { seatTicketsOf } from '../../box-office/index.js';
import { ticketCategories, ticketOrderLines, ticketOrders } from '../../box-office/schema.js';
import type { Db } from '../../core/db/client.js';
import { notFound } from '../../core/http-error.js';
import { payments } from '../../payments/schema.js';
import { doorSales } from './schema.js';
import { sharesOf } from './shares.js';

const STATUS: Record<string, DoorSale['status']> = {
  pending: 'pending',
  paid: 'paid',
  refunded: 'refunded',
  expired: 'expired',
};

/** What a QRIS charge left on the payment: the QR's string and address (see qris.ts). */
const qrisOf = (raw: unknown) => {
  const qris = (raw as { qris?: { qrString?: unknown; url?: unknown } } | null)?.qris;
  return typeof qris?.qrString === 'string' && typeof qris.url === 'string'
    ? { qrString: qris.qrString, url: qris.url }
    : null;
};

/** A door sale as the device shows it: its state, its tickets (signed QR each), the device's share after it. */
export async function saleView(db: Db, key: string): Promise<DoorSale> {
  const [row] = await db
    .select({ sale: doorSales, order: ticketOrders, category: ticketCategories, raw: payments.raw })
    .from(doorSales)
    .innerJoin(ticketOrders, eq(ticketOrders.id, doorSales.id_order))
    .innerJoin(ticketOrderLines, eq(ticketOrderLines.id_order, ticketOrders.id))
    .innerJoin(ticketCategories, eq(ticketCategories.id, ticketOrderLines.id_kategori))
    .leftJoin(payments, and(eq(payments.order_id, ticketOrders.order_id)))
    .where(eq(doorSales.sale_key, key));
  if (!row) throw notFound();
  const { sale, order, category } = row;
  const tickets = (await seatTicketsOf(db, [order.id])).get(order.id) ?? [];
  const share = sale.id_user
    ? (await sharesOf(db, sale.id_user, sale.device_id, sale.id_tiket)).find((s) => s.categoryId === category.id)
    : undefined;
  return {
    key: sale.sale_key,
    orderId: order.order_id,
    showId: sale.id_tiket,
    shiftId: sale.id_shift,
    category: category.name,
    count: order.jumlah_tiket,
    total: order.total_harga,
    method: sale.method,
    received: sale.received,
    change: sale.received === null ? null : sale.received - order.total_harga,
    buyer: order.nama_user,
    status: STATUS[order.status] ?? 'cancelled',
    offline: sale.offline,
    soldAt: sale.sold_at.toISOString(),
    tickets: tickets.map(({ seat, code, qr }) => ({ seat, code, qr })),
    qris: order.status === 'pending' ? qrisOf(row.raw) : null,
    share: share ?? null,
  };
}
