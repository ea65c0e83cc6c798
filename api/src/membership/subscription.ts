import { SUBSCRIPTION_PLAN, subscriptionCheckoutEnds } from '@teater/contract';
import { eq } from 'drizzle-orm';
import { users } from '../accounts/schema.js';
import type { Tx } from '../core/db/client.js';

const addMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setMonth(next.getMonth() + months);
  return next;
};

/**
 * A paid month: `subscription_time = max(now, current expiry) + 1 month`, on the locked user row.
 * Answers the account with its new expiry (undefined when the account is gone).
 */
export async function extendSubscription(tx: Tx, userId: number, now: Date = new Date()) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) return undefined;
  const current = user.subscription_time;
  const from = current && current.getTime() > now.getTime() ? current : now;
  const subscription_time = addMonths(from, SUBSCRIPTION_PLAN.months);
  await tx.update(users).set({ subscription_time, updatedAt: now }).where(eq(users.id, userId));
  return { name: user.name, email: user.email, subscription_time };
}

/** A refunded month is taken back from the expiry it extended. */
export async function revokeSubscription(tx: Tx, userId: number, now: Date = new Date()) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user?.subscription_time) return;
  await tx
    .update(users)
    .set({ subscription_time: addMonths(user.subscription_time, -SUBSCRIPTION_PLAN.months), updatedAt: now })
    .where(eq(users.id, userId));
}

/** Whether a subscription checkout can still be paid: its window has not passed. */
export const isCheckoutOpen = (payment: { createdAt: Date }, now: Date = new Date()) =>
  subscriptionCheckoutEnds(payment.createdAt).getTime() > now.getTime();
