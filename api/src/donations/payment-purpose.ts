import { donationMessages, formatRupiah } from '@teater/contract';
import type { PaymentPurpose } from '../payments/index.js';
import { endDonation, settleDonation } from './settle.js';

/**
 * A gift's payment (kind 'donation'): paid makes it count once (appliedAt marks the settlement
 * that thanked its donor), failed and refunded end it. A monthly charge's gift is made here too.
 */
export const donationPayment: PaymentPurpose = {
  async paid(tx, payment) {
    if (payment.appliedAt) return { needsRefund: payment.needsRefund, appliedAt: payment.appliedAt };
    await settleDonation(tx, payment.order_id);
    return { needsRefund: payment.needsRefund, appliedAt: new Date() };
  },
  async failed(tx, payment) {
    await endDonation(tx, payment.order_id, 'failed');
  },
  async refunded(tx, payment) {
    await endDonation(tx, payment.order_id, 'refunded');
    return { needsRefund: false };
  },
  // the sandbox page names the gift by its amount (the campaign is on the donor's own page)
  itemName: async (_db, payment) => `${donationMessages.give} ${formatRupiah(payment.gross_amount)}`,
};
