import { eq } from 'drizzle-orm';
import { kampanyes } from '../content/schema.js';
import type { Tx } from '../core/db/client.js';
import { recurringCharges } from '../membership/renewals/schema.js';
import { payments } from '../payments/schema.js';
import { enqueueDonationReceipt } from './receipt-mail.js';
import { donations, monthlyGifts } from './schema.js';

/**
 * A monthly charge paid (its payment made by the renewal run, named REN-…): it becomes a gift of
 * the plan's campaign, with the donor's wishes, and the account's name and e-mail as on the payment.
 */
async function giftOfMonthlyCharge(tx: Tx, orderId: string, now: Date) {
  // the charge that made the payment names its plan; the plan's wishes name the campaign
  const [wishes] = await tx
    .select({
      plan_id: monthlyGifts.plan_id,
      campaign_id: monthlyGifts.campaign_id,
      anonymous: monthlyGifts.anonymous,
      on_wall: monthlyGifts.on_wall,
      may_mail: monthlyGifts.may_mail,
      message: monthlyGifts.message,
    })
    .from(recurringCharges)
    .innerJoin(monthlyGifts, eq(monthlyGifts.plan_id, recurringCharges.plan_id))
    .where(eq(recurringCharges.order_id, orderId));
  const [payment] = await tx.select().from(payments).where(eq(payments.order_id, orderId));
  if (!wishes || !payment) return undefined;
  const [gift] = await tx
    .insert(donations)
    .values({
      campaign_id: wishes.campaign_id,
      order_id: orderId,
      id_user: payment.id_user,
      amount: payment.gross_amount,
      status: 'paid',
      donor_name: payment.buyer_name,
      donor_email: payment.buyer_email,
      anonymous: wishes.anonymous,
      on_wall: wishes.on_wall,
      may_mail: wishes.may_mail,
      message: wishes.message,
      plan_id: wishes.plan_id,
      paidAt: now,
    })
    .onConflictDoNothing({ target: donations.order_id })
    .returning();
  return gift;
}

/**
 * A gift's payment was paid: the gift counts from now, and its donor is thanked with the receipt.
 * Called by the payment's notification in its transaction, on the locked payment row, once (the
 * payment's state moves only forward), so a notification delivered twice records one gift.
 */
export async function settleDonation(tx: Tx, orderId: string, now: Date = new Date()) {
  const [once] = await tx
    .update(donations)
    .set({ status: 'paid', paidAt: now, updatedAt: now })
    .where(eq(donations.order_id, orderId))
    .returning();
  const gift = once ?? (await giftOfMonthlyCharge(tx, orderId, now));
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
