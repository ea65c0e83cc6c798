import { paymentStateOf } from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../accounts/schema.js';
import { enqueueMail, mailAndWhatsApp } from '../../audience/index.js';
import { systemActor } from '../../core/audit/record.js';
import type { Tx } from '../../core/db/client.js';
import type { Notification } from '../../payments/gateway.js';
import { applyNotification, recurringOf } from '../../payments/index.js';
import { closeGrace, openGrace } from './grace.js';
import { PURPOSES, RETRY_DAYS } from './purposes.js';
import { recurringCharges, recurringPlans } from './schema.js';

export type ChargeRow = typeof recurringCharges.$inferSelect;
export type PlanRow = typeof recurringPlans.$inferSelect;
export type Recorded = 'paid' | 'failed' | 'lapsed' | 'pending' | 'already';

const DAY_MS = 86_400_000;
export const renewalActor = systemActor('Perpanjangan otomatis');

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
async function recordFailure(tx: Tx, plan: PlanRow, charge: ChargeRow, now: Date): Promise<Recorded> {
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

/** A paid period: the next one falls due a period later; a plan stopped meanwhile stays stopped. */
async function recordPayment(tx: Tx, plan: PlanRow, charge: ChargeRow, now: Date) {
  const due = await PURPOSES[plan.purpose].nextDue(tx, plan);
  await tx
    .update(recurringPlans)
    .set({
      period: charge.period + 1,
      failures: 0,
      state: plan.state === 'stopped' ? 'stopped' : 'active',
      period_due_at: due,
      next_charge_at: due,
      updatedAt: now,
    })
    .where(eq(recurringPlans.id, plan.id));
  await closeGrace(tx, plan);
}

/**
 * Records the gateway's word on one attempt, once: the payment row takes it first (a paid month
 * extends the membership there, once, whoever applies it: this run, a webhook, a restarted run),
 * then the attempt leaves 'charging' in a conditional update, and only the caller that moved it
 * moves the plan on. A pending word leaves the attempt open for the next run.
 */
export async function recordCharge(
  app: FastifyInstance,
  charge: ChargeRow,
  n: Notification,
  now: Date = new Date(),
): Promise<Recorded> {
  const state = paymentStateOf(n.transaction_status, n.fraud_status);
  if (state !== 'paid' && state !== 'failed') return 'pending';
  await applyNotification(app.db, n, { request: null, actor: renewalActor, action: 'payment' });
  const outcome = await app.db.transaction(async (tx): Promise<{ recorded: Recorded; plan?: PlanRow }> => {
    const [moved] = await tx
      .update(recurringCharges)
      .set({ state, updatedAt: now })
      .where(and(eq(recurringCharges.id, charge.id), eq(recurringCharges.state, 'charging')))
      .returning();
    if (!moved) return { recorded: 'already' };
    const [plan] = await tx.select().from(recurringPlans).where(eq(recurringPlans.id, charge.plan_id)).for('update');
    if (!plan) return { recorded: 'already' };
    if (state === 'paid') {
      await recordPayment(tx, plan, charge, now);
      return { recorded: 'paid' };
    }
    return { recorded: await recordFailure(tx, plan, charge, now), plan };
  });
  // The gateway stops charging an ended plan; a failure to tell it is retried by nobody, so log it.
  if (outcome.recorded === 'lapsed' && outcome.plan?.gateway_ref) {
    await recurringOf(app)
      .disableSubscription(outcome.plan.gateway_ref)
      .catch((error: unknown) => app.log.warn({ err: error }, 'renewal: gateway subscription not disabled'));
  }
  return outcome.recorded;
}
