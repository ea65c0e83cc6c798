import { doorSalesMessages } from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { endTicketOrder } from '../../box-office/index.js';
import { ticketOrders } from '../../box-office/schema.js';
import { audit } from '../../core/audit/record.js';
import type { Db } from '../../core/db/client.js';
import { conflict, forbidden, notFound } from '../../core/http-error.js';
import { payments } from '../../payments/schema.js';
import type { Seller } from './access.js';
import { doorSales } from './schema.js';
import { ownOpenShift } from './shifts.js';

/**
 * A paid door sale refunded at the door: the cash goes out of the refunding shift's till (also for
 * a sale paid by QRIS: the buyer is in front of us), the tickets stop admitting, the seats return
 * to sale (online: the door quota's count stays as it was sold).
 */
export async function refundAtDoor(db: Db, request: FastifyRequest, seller: Seller, key: string, shiftId: number) {
  await db.transaction(async (tx) => {
    const [sale] = await tx.select().from(doorSales).where(eq(doorSales.sale_key, key)).for('update');
    if (!sale) throw notFound();
    const shift = await ownOpenShift(tx, seller, shiftId);
    if (shift.id_tiket !== sale.id_tiket) throw forbidden(doorSalesMessages.shiftNotYours);
    const [order] = await tx.select().from(ticketOrders).where(eq(ticketOrders.id, sale.id_order));
    if (order?.status !== 'paid' || sale.refunded_at) throw conflict(doorSalesMessages.notRefundable);
    await endTicketOrder(tx, order.order_id, 'refunded');
    await tx
      .update(payments)
      .set({ transaction_status: 'refund', refunded_at: new Date(), updatedAt: new Date() })
      .where(eq(payments.order_id, order.order_id));
    const [after] = await tx
      .update(doorSales)
      .set({ refunded_at: new Date(), id_refund_shift: shift.id })
      .where(eq(doorSales.id, sale.id))
      .returning();
    await audit(tx, request, {
      resource: 'door_sales',
      id: sale.id,
      action: 'refund',
      before: { status: order.status },
      after: { status: 'refunded', refund_shift: after?.id_refund_shift ?? null },
      summary: `${order.order_id} · ${order.total_harga}`,
    });
  });
}
