import { doorSalesMessages } from '@teater/contract';
import { eq } from 'drizzle-orm';
import { endTicketOrder } from '../../box-office/index.js';
import type { Db } from '../../core/db/client.js';
import { HttpError } from '../../core/http-error.js';
import { GatewayError, type PaymentGateway } from '../../payments/index.js';
import { payments } from '../../payments/schema.js';
import { QRIS_HOLD_MINUTES } from './sales.js';

/**
 * A QRIS sale's charge (Midtrans Core API, `payment_type: qris`; the sandbox plays it): its QR is
 * kept on the payment so the device can show it again. The gateway's notification then settles
 * the order as any web payment (tickets issued, e-ticket sent). A gateway that fails ends the
 * sale at once (its seats return) and says so: the seller takes cash instead.
 */
export async function chargeQris(
  db: Db,
  gateway: PaymentGateway,
  sale: {
    orderId: string;
    total: number;
    category: { id: number; name: string; price: number };
    buyer: { name: string; email: string; phone: string };
  },
  count: number,
  absolute: (url: string) => string,
) {
  try {
    const charge = await gateway.chargeQris({
      order_id: sale.orderId,
      gross_amount: sale.total,
      items: [
        { id: `kategori-${sale.category.id}`, name: sale.category.name, price: sale.category.price, quantity: count },
      ],
      customer: {
        first_name: sale.buyer.name,
        email: sale.buyer.email,
        ...(sale.buyer.phone ? { phone: sale.buyer.phone } : {}),
      },
      expiryMinutes: QRIS_HOLD_MINUTES,
    });
    const qris = { qrString: absolute(charge.qr_string), url: absolute(charge.url) };
    await db
      .update(payments)
      .set({ raw: { qris, transaction_id: charge.transaction_id } })
      .where(eq(payments.order_id, sale.orderId));
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    await db.transaction(async (tx) => {
      await endTicketOrder(tx, sale.orderId, 'cancelled');
      await tx.update(payments).set({ transaction_status: 'failure' }).where(eq(payments.order_id, sale.orderId));
    });
    throw new HttpError(502, doorSalesMessages.gatewayDown);
  }
}
