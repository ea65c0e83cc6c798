import { paymentMessages } from '@teater/contract';
import { enqueueSubscriptionReceipt, enqueueSubscriptionReceipts } from '../audience/index.js';
import type { PaymentPurpose } from '../payments/index.js';
import { extendSubscription, extendSubscriptions, isCheckoutOpen, revokeSubscription } from './subscription.js';

/** A Sahabat month's payment: paid extends the membership once and mails the receipt; refunded takes the month back. */
export const subscriptionPayment: PaymentPurpose = {
  async paid(tx, payment) {
    if (payment.appliedAt) return { needsRefund: payment.needsRefund, appliedAt: payment.appliedAt };
    // Paid after its account was deleted: nobody to extend; the money goes back.
    const account = payment.id_user === null ? undefined : await extendSubscription(tx, payment.id_user);
    if (account) await enqueueSubscriptionReceipt(tx, payment, account);
    return { needsRefund: account ? payment.needsRefund : true, appliedAt: new Date() };
  },
  // the same for a renewal run's batch: the accounts extended together, the receipts queued together
  async paidAll(tx, paid) {
    const now = new Date();
    const fresh = paid.filter((payment) => !payment.appliedAt && payment.id_user !== null);
    const accounts = await extendSubscriptions(
      tx,
      fresh.map((payment) => payment.id_user as number),
      now,
    );
    const accountOf = new Map(fresh.map((payment, i) => [payment.id, accounts[i]]));
    await enqueueSubscriptionReceipts(
      tx,
      fresh.flatMap((payment) => {
        const account = accountOf.get(payment.id);
        return account ? [{ payment, account }] : [];
      }),
    );
    return paid.map((payment) => {
      if (payment.appliedAt) return { needsRefund: payment.needsRefund, appliedAt: payment.appliedAt };
      return { needsRefund: accountOf.get(payment.id) ? payment.needsRefund : true, appliedAt: now };
    });
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
