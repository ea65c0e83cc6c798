import { formatRupiah, paymentMessages, voucherMessages } from '@teater/contract';
import { eq } from 'drizzle-orm';
import { tikets } from '../content/schema.js';
import type { PaymentPurpose } from '../payments/index.js';
import { ticketOrders } from './schema.js';
import { endTicketOrder, settleTicketOrder } from './ticket-settlement.js';

/** A ticket order's payment: paid issues the tickets, failed or refunded ends the order and frees its seats. */
export const ticketPayment: PaymentPurpose = {
  async paid(tx, payment) {
    const { needsRefund } = await settleTicketOrder(tx, payment.order_id);
    return { needsRefund, appliedAt: payment.appliedAt };
  },
  failed: (tx, payment) => endTicketOrder(tx, payment.order_id, 'cancelled'),
  async refunded(tx, payment) {
    await endTicketOrder(tx, payment.order_id, 'refunded');
    return { needsRefund: false };
  },
  async itemName(db, payment) {
    const [order] = await db
      .select({
        jumlah: ticketOrders.jumlah_tiket,
        show: tikets.nama_pertujukan,
        voucher: ticketOrders.voucher_code,
        discount: ticketOrders.discount,
      })
      .from(ticketOrders)
      .innerJoin(tikets, eq(tikets.id, ticketOrders.id_tiket))
      .where(eq(ticketOrders.order_id, payment.order_id))
      .limit(1);
    if (!order) return payment.order_id;
    const item = paymentMessages.ticketItem(order.show, order.jumlah);
    return order.voucher
      ? `${item} · ${voucherMessages.discountOf(order.voucher)} −${formatRupiah(order.discount)}`
      : item;
  },
  // the public ticket list shows each show's stock
  invalidates: 'tikets',
};
