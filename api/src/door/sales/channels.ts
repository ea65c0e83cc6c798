import type { ChannelSales } from '@teater/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { ticketOrders } from '../../box-office/schema.js';
import type { DbOrTx } from '../../core/db/client.js';
import { payments } from '../../payments/schema.js';

/**
 * A show's paid sales by channel and method: what the web shop and the door took, side by side,
 * for the admin's door page. Refunded orders are left out: their money went back.
 */
export async function salesByChannel(db: DbOrTx, showId: number): Promise<ChannelSales[]> {
  return db
    .select({
      channel: ticketOrders.channel,
      method: payments.method,
      orders: sql<number>`count(*)::int`,
      tickets: sql<number>`sum(${ticketOrders.jumlah_tiket})::int`,
      amount: sql<number>`sum(${ticketOrders.total_harga})::int`,
    })
    .from(ticketOrders)
    .leftJoin(payments, eq(payments.order_id, ticketOrders.order_id))
    .where(and(eq(ticketOrders.id_tiket, showId), eq(ticketOrders.status, 'paid')))
    .groupBy(ticketOrders.channel, payments.method)
    .orderBy(asc(ticketOrders.channel), asc(payments.method));
}
