import { eq } from 'drizzle-orm';
import { users } from '../../accounts/schema.js';
import { enqueueMail, mailAndWhatsApp } from '../../audience/index.js';
import type { Tx } from '../../core/db/client.js';
import { closeGrace, openGrace } from './grace.js';
import { RETRY_DAYS } from './purposes.js';
import { type ChargeRow, type PlanRow, recurringPlans } from './schema.js';

const DAY_MS = 86_400_000;

/** What recording an attempt did. */
export type Recorded = 'paid' | 'failed' | 'lapsed' | 'pending' | 'already';

/** The mail about a plan to its member (none when the account is gone). */
async function mailMember(
  tx: Tx,
  plan: PlanRow,
  kind: 'renewal-failed' | 'renewal-ended',
  key: string,
  data: Record<string, unknown>,
) {
  // its texts are the Sahabat's: a monthly gift's donor hears from its receipts (api/src/donations)
  if (plan.id_user === null || plan.purpose !== 'membership') return;
  const [user] = await tx.select().from(users).where(eq(users.id, plan.id_user));
  if (!user) return;
  const mail = {
    key,
    kind,
    to: user.email,
    data: { name: user.name, amount: plan.amount, method: plan.masked, ...data },
  };
  // the failure notice also goes to the member's WhatsApp when they opted in (its pay-now link)
  if (kind === 'renewal-failed') await mailAndWhatsApp(tx, { ...mail, kind }, plan.id_user);
  else await enqueueMail(tx, mail);
}

/** A failed attempt: the next try after 1, 3, 5 days from the due date, or the end of auto-renewal. */
export async function recordFailure(tx: Tx, plan: PlanRow, charge: ChargeRow, now: Date): Promise<Recorded> {
  const failures = plan.failures + 1;
  const retryDays = RETRY_DAYS[failures - 1];
  const key = `renewal:${plan.id}:${charge.period}:${charge.attempt}`;
  // a declined first month (opting in) ends the plan at once: the member is told on the page
  if (retryDays === undefined || plan.state === 'stopped' || charge.period === 0) {
    await tx
      .update(recurringPlans)
      .set({
        failures,
        state: plan.state === 'stopped' ? 'stopped' : 'lapsed',
        stopped_at: now,
        payment_token: null,
        updatedAt: now,
      })
      .where(eq(recurringPlans.id, plan.id));
    await closeGrace(tx, plan);
    if (plan.state !== 'stopped' && charge.period > 0) await mailMember(tx, plan, 'renewal-ended', key, {});
    return 'lapsed';
  }
  const next = new Date(plan.period_due_at.getTime() + retryDays * DAY_MS);
  await tx
    .update(recurringPlans)
    .set({ failures, state: 'past_due', next_charge_at: next, updatedAt: now })
    .where(eq(recurringPlans.id, plan.id));
  await openGrace(tx, plan);
  await mailMember(tx, plan, 'renewal-failed', key, { next: next.toISOString() });
  return 'failed';
}
