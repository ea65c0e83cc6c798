import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../accounts/schema.js';
import { gatewayOf, recurringOf } from '../../payments/index.js';
import { payments } from '../../payments/schema.js';
import { PURPOSES, renewalOrderId } from './purposes.js';
import { type ChargeRow, type PlanRow, type Recorded, recordCharge } from './record.js';
import { recurringCharges, recurringPlans } from './schema.js';

/** Test hooks of a run: what happens between asking the gateway and recording its answer. */
export interface ChargeHooks {
  /** called after the gateway charged and before the charge is recorded (a crash there, in tests) */
  afterCharge?(charge: ChargeRow): Promise<void> | void;
}

/**
 * Takes the plan's next attempt for this process: the plan row locked with SKIP LOCKED (another
 * process working on it is passed over), the attempt and its pending payment written together.
 * The attempt's unique (plan, period, attempt) makes a second taker of the same attempt get none.
 */
async function claimAttempt(app: FastifyInstance, planId: number, now: Date) {
  return app.db.transaction(async (tx) => {
    const [plan] = await tx
      .select()
      .from(recurringPlans)
      .where(
        and(
          eq(recurringPlans.id, planId),
          inArray(recurringPlans.state, ['active', 'past_due']),
          lte(recurringPlans.next_charge_at, now),
        ),
      )
      .for('update', { skipLocked: true });
    if (!plan?.gateway_ref || plan.id_user === null) return null;
    const [user] = await tx.select().from(users).where(eq(users.id, plan.id_user));
    if (!user) return null;
    const attempt = plan.failures + 1;
    const order_id = renewalOrderId(plan.id, plan.period, attempt);
    const [charge] = await tx
      .insert(recurringCharges)
      .values({ plan_id: plan.id, period: plan.period, attempt, order_id })
      .onConflictDoNothing()
      .returning();
    if (!charge) return null;
    await tx.insert(payments).values({
      order_id,
      kind: PURPOSES[plan.purpose].paymentKind,
      id_user: plan.id_user,
      buyer_name: user.name,
      buyer_email: user.email,
      gross_amount: plan.amount,
    });
    return { plan: { ...plan, gateway_ref: plan.gateway_ref }, charge };
  });
}

/** Charges a claimed attempt at the gateway under its order_id, then records the answer. */
async function chargeAttempt(
  app: FastifyInstance,
  plan: PlanRow & { gateway_ref: string },
  charge: ChargeRow,
  now: Date,
  hooks: ChargeHooks,
): Promise<Recorded> {
  const notification = await recurringOf(app).charge(plan.gateway_ref, {
    order_id: charge.order_id,
    amount: plan.amount,
  });
  await hooks.afterCharge?.(charge);
  return recordCharge(app, charge, notification, now);
}

/** One due plan: its next attempt charged and recorded, or null when another process has it. */
export async function renewPlan(
  app: FastifyInstance,
  planId: number,
  now: Date,
  hooks: ChargeHooks = {},
): Promise<Recorded | null> {
  const claimed = await claimAttempt(app, planId, now);
  if (!claimed) return null;
  return chargeAttempt(app, claimed.plan, claimed.charge, now, hooks);
}

/**
 * Attempts left 'charging' by a run that stopped (a crash, a restart) at least `olderThanMs` ago
 * (another process's charge in flight is younger):
 * the gateway is asked for the order; a charge it made is recorded, once; an order it never saw is
 * charged now under the same order_id (the gateway takes one charge per order_id).
 */
export async function recoverOpenCharges(app: FastifyInstance, now: Date, olderThanMs: number, batch = 200) {
  const open = await app.db
    .select({ charge: recurringCharges, plan: recurringPlans })
    .from(recurringCharges)
    .innerJoin(recurringPlans, eq(recurringPlans.id, recurringCharges.plan_id))
    .where(
      and(
        eq(recurringCharges.state, 'charging'),
        // by the database's clock, not the run's (a test moves that one): how long it has been open
        lte(recurringCharges.createdAt, sql`now() - ${olderThanMs}::int * interval '1 millisecond'`),
      ),
    )
    .orderBy(recurringCharges.id)
    .limit(batch);
  let recorded = 0;
  for (const { charge, plan } of open) {
    const known = await gatewayOf(app).status(charge.order_id);
    const word =
      known ??
      (plan.gateway_ref
        ? await recurringOf(app).charge(plan.gateway_ref, { order_id: charge.order_id, amount: plan.amount })
        : null);
    if (word && (await recordCharge(app, charge, word, now)) !== 'pending') recorded++;
  }
  return recorded;
}
