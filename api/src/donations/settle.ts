import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../core/db/client.js';
import { payments } from '../payments/schema.js';
import { enqueueDonationReceipt } from './receipt-mail.js';
import { donations, kampanyes } from './schema.js';

/**
 * A gift's payment was paid: the gift counts from now, and its donor is thanked with the receipt.
 * Called by the payment's notification in its transaction, on the locked payment row, once (the
 * payment's state moves only forward), so a notification delivered twice records one gift.
 */
export async function settleDonation(tx: Tx, orderId: string, now: Date = new Date()) {
  const [gift] = await tx
    .update(donations)
    .set({ status: 'paid', paidAt: now, updatedAt: now })
    .where(eq(donations.order_id, orderId))
    .returning();
  if (!gift) return;
  const [campaign] = await tx.select().from(kampanyes).where(eq(kampanyes.id, gift.campaign_id));
  await enqueueDonationReceipt(tx, gift, campaign?.judul ?? '');
}

/** A gift's payment failed or expired (nothing was given), or its money went back (refunded). */
export async function endDonation(tx: Tx, orderId: string, status: 'failed' | 'refunded', now: Date = new Date()) {
  await tx
    .update(donations)
    .set({ status, updatedAt: now, ...(status === 'refunded' ? { refundedAt: now } : {}) })
    .where(eq(donations.order_id, orderId));
}

/**
 * A deleted account's gifts (decision 027): kept with their amounts, dates and campaign, the
 * donor's name, e-mail and wall message erased, on the gift and on its payment. Answers how many.
 */
export async function eraseDonorOf(tx: Tx, userId: number, now: Date = new Date()) {
  const gifts = await tx
    .update(donations)
    .set({ donor_name: null, donor_email: null, message: null, id_user: null, updatedAt: now })
    .where(eq(donations.id_user, userId))
    .returning({ order_id: donations.order_id });
  if (gifts.length > 0) {
    await tx
      .update(payments)
      .set({ buyer_name: null, buyer_email: null, id_user: null, updatedAt: now })
      .where(
        inArray(
          payments.order_id,
          gifts.map((gift) => gift.order_id),
        ),
      );
  }
  return gifts.length;
}
