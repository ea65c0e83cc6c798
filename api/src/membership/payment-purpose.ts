import { paymentMessages } from '@teater/contract';
import { enqueueSubscriptionReceipt } from '../audience/index.js';
import type { PaymentPurpose } from '../payments/index.js';
import { extendSubscription, isCheckoutOpen, revokeSubscription } from './subscription.js';

/** A Sahabat month's payment: paid extends the membership once and mails the receipt; refunded takes the month back. */
export const subscriptionPayment: PaymentPurpose = {
  async paid(tx, payment) {
    if (payment.appliedAt) return { needsRefund: payment.needsRefund, appliedAt: payment.appliedAt };
    // Paid after its account was deleted: nobody to extend; the money goes back.
    const account = payment.id_user === null ? undefined : await extendSubscription(tx, payment.id_user);
    if (account) await enqueueSubscriptionReceipt(tx, payment, account);
    return { needsRefund: account ? payment.needsRefund : true, appliedAt: new Date() };
  },
  // an unpaid month delivered nothing
  async failed() {},
  async refunded(tx, payment) {
    if (!payment.appliedAt) return { needsRefund: payment.needsRefund };
    if (payment.id_user !== null) await revokeSubscription(tx, payment.id_user);
    return { needsRefund: false };
  },
  itemName: async (_db, _payment, siteName) => paymentMessages.subscriptionItem(siteName),
  // Midtrans lets an unpaid subscription checkout expire after its window; so does the sandbox.
  isCheckoutOpen: (payment) => isCheckoutOpen(payment),
};
