import { doorSalesMessages } from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { voidTicketOrder } from '../../box-office/index.js';
import { ticketOrders } from '../../box-office/schema.js';
import { audit } from '../../core/audit/record.js';
import type { Db } from '../../core/db/client.js';
import { conflict, notFound } from '../../core/http-error.js';
import { payments } from '../../payments/schema.js';
import type { Seller } from './access.js';
import { doorSales } from './schema.js';
import { ownOpenShift } from './shifts.js';

/**
 * A cash sale undone at the till within its own shift (a wrong count, the wrong category): the
 * cash goes back at once, so it counts neither in nor out; the tickets stop admitting; the seats
 * return to the door's quota while it is open. A QRIS sale is refunded instead: its money went
 * through the gateway. Audited as the sale's cancellation, with the pass and the person.
 */
export async function voidAtDoor(db: Db, request: FastifyRequest, seller: Seller, key: string, shiftId: number) {
  await db.transaction(async (tx) => {
    const [sale] = await tx.select().from(doorSales).where(eq(doorSales.sale_key, key)).for('update');
    if (!sale) throw notFound();
    const shift = await ownOpenShift(tx, seller, shiftId);
    if (sale.id_shift !== shift.id) throw conflict(doorSalesMessages.voidOwnShift);
    if (sale.method !== 'cash' || sale.voided_at || sale.refunded_at) throw conflict(doorSalesMessages.notVoidable);
    const [order] = await tx.select().from(ticketOrders).where(eq(ticketOrders.id, sale.id_order));
    if (!order || !(await voidTicketOrder(tx, order.order_id))) throw conflict(doorSalesMessages.notVoidable);
    await tx
      .update(payments)
      .set({ transaction_status: 'cancel', updatedAt: new Date() })
      .where(eq(payments.order_id, order.order_id));
    await tx.update(doorSales).set({ voided_at: new Date() }).where(eq(doorSales.id, sale.id));
    await audit(tx, request, {
      resource: 'door_sales',
      id: sale.id,
      action: 'cancel',
      before: { status: order.status },
      after: { status: 'cancelled', voided: true, shift: shift.id, pass: seller.pass?.label ?? null },
      summary: `${order.order_id} · ${order.total_harga} · ${seller.pass?.label ?? seller.user.name}`,
    });
  });
}
