import { SUBSCRIPTION_PLAN, subscriptionCheckoutEnds } from '@teater/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { users } from '../accounts/schema.js';
import type { Tx } from '../core/db/client.js';

const addMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setMonth(next.getMonth() + months);
  return next;
};

/** The expiry after one more paid month: `max(now, current expiry) + 1 month`. */
const extendedFrom = (current: Date | null, now: Date) =>
  addMonths(current && current.getTime() > now.getTime() ? current : now, SUBSCRIPTION_PLAN.months);

/**
 * A paid month: `subscription_time = max(now, current expiry) + 1 month`, on the locked user row.
 * Answers the account with its new expiry (undefined when the account is gone).
 */
export async function extendSubscription(tx: Tx, userId: number, now: Date = new Date()) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) return undefined;
  const subscription_time = extendedFrom(user.subscription_time, now);
  await tx.update(users).set({ subscription_time, updatedAt: now }).where(eq(users.id, userId));
  return { name: user.name, email: user.email, subscription_time };
}

/**
 * extendSubscription for many accounts in two statements (a renewal run's batch): the rows locked
 * together, in id order, and a month given per entry (an account named twice gets two, as two calls
 * would give). Answers each entry's account with its new expiry, or undefined when it is gone.
 */
export async function extendSubscriptions(tx: Tx, userIds: number[], now: Date = new Date()) {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]))
    .orderBy(users.id)
    .for('update');
  const expiry = new Map(rows.map((user) => [user.id, user.subscription_time]));
  const byId = new Map(rows.map((user) => [user.id, user]));
  const accounts = userIds.map((id) => {
    const user = byId.get(id);
    if (!user) return undefined;
    const subscription_time = extendedFrom(expiry.get(id) ?? null, now);
    expiry.set(id, subscription_time);
    return { name: user.name, email: user.email, subscription_time };
  });
  const changed = [...expiry].filter(([id]) => byId.has(id)).map(([id, time]) => ({ id, time: time?.toISOString() }));
  await tx.execute(sql`
    UPDATE users SET subscription_time = v.time, "updatedAt" = ${now.toISOString()}::timestamptz
    FROM jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) AS v(id int, time timestamptz)
    WHERE users.id = v.id`);
  return accounts;
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
