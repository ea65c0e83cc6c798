import type { OrderLine, OrderVoucher } from '@teater/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../core/db/client.js';
import { ticketCategories, ticketOrderLines } from './schema.js';

/** The seats of these orders per category (name, count, price at purchase), in the show's order. */
export async function orderLinesOf(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, OrderLine[]>> {
  const byOrder = new Map<number, OrderLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      id_order: ticketOrderLines.id_order,
      name: ticketCategories.name,
      count: ticketOrderLines.count,
      price: ticketOrderLines.price,
    })
    .from(ticketOrderLines)
    .innerJoin(ticketCategories, eq(ticketCategories.id, ticketOrderLines.id_kategori))
    .where(inArray(ticketOrderLines.id_order, [...orderIds]))
    .orderBy(asc(ticketCategories.position), asc(ticketCategories.id));
  for (const { id_order, ...line } of rows) {
    const list = byOrder.get(id_order) ?? [];
    list.push(line);
    byOrder.set(id_order, list);
  }
  return byOrder;
}

/** The voucher an order used, as its answers show it (null: none). */
export const orderVoucherOf = (order: { voucher_code: string | null; discount: number }): OrderVoucher =>
  order.voucher_code ? { code: order.voucher_code, discount: order.discount } : null;
