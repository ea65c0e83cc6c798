import { paymentStateOf } from '@teater/contract';
import { and, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../accounts/schema.js';
import { systemActor } from '../../core/audit/record.js';
import type { Tx } from '../../core/db/client.js';
import { HttpError } from '../../core/http-error.js';
import { errorText } from '../../core/log-errors.js';
import type { Notification } from '../../payments/gateway.js';
import { type Outcome as Applied, afterApplied, applyNotificationsIn, recurringOf } from '../../payments/index.js';
import { type Recorded, recordFailure } from './failure.js';
import { PURPOSES } from './purposes.js';
import { type ChargeRow, type PlanRow, recurringPlans } from './schema.js';

export type { Recorded } from './failure.js';
export type { ChargeRow, PlanRow } from './schema.js';

export const renewalActor = systemActor('Perpanjangan otomatis');

/** A claimed attempt and the gateway's word on it, to be recorded. */
export interface Charged {
  charge: ChargeRow;
  notification: Notification;
}

/** What recording one attempt did: the plan when it ended, the payment's outcome, or the refusal its word met. */
type Outcome = { recorded: Recorded; plan?: PlanRow; applied?: Applied; refused?: HttpError };

type Final = Charged & { state: 'paid' | 'failed' };

const finalOf = (item: Charged): Final | null => {
  const state = paymentStateOf(item.notification.transaction_status, item.notification.fraud_status);
  return state === 'paid' || state === 'failed' ? { ...item, state } : null;
};

/** Paid periods: each plan's next falls due a period later; a plan stopped meanwhile stays stopped. */
async function recordPayments(tx: Tx, paid: { plan: PlanRow; charge: ChargeRow }[], now: Date) {
  if (paid.length === 0) return;
  const rows: { id: number; period: number; state: string; due: string }[] = [];
  for (const [purpose, rules] of Object.entries(PURPOSES)) {
    const ofPurpose = paid.filter(({ plan }) => plan.purpose === purpose);
    if (ofPurpose.length === 0) continue;
    const dues = await rules.nextDue(
      tx,
      ofPurpose.map(({ plan }) => plan),
    );
    for (const [i, { plan, charge }] of ofPurpose.entries()) {
      const due = dues[i] as Date;
      rows.push({
        id: plan.id,
        period: charge.period + 1,
        state: plan.state === 'stopped' ? 'stopped' : 'active',
        due: due.toISOString(),
      });
    }
  }
  await tx.execute(sql`
    UPDATE recurring_plans SET period = v.period, failures = 0, state = v.state, period_due_at = v.due,
      next_charge_at = v.due, "updatedAt" = ${now.toISOString()}::timestamptz
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(id int, period int, state text, due timestamptz)
    WHERE recurring_plans.id = v.id`);
  // paid: no grace any more (a paid month opens the content by itself)
  const opening = paid.flatMap(({ plan }) =>
    PURPOSES[plan.purpose].opensContent && plan.id_user !== null ? [plan.id_user] : [],
  );
  if (opening.length > 0) {
    await tx
      .update(users)
      .set({ grace_until: null })
      .where(and(inArray(users.id, opening), sql`${users.grace_until} IS NOT NULL`));
  }
}

/**
 * Records the gateway's word on these attempts inside the caller's transaction, each once, in a few
 * statements whatever their number: the plans locked first (stopping a plan locks it before its
 * member's row: a member who stops meanwhile waits, never deadlocks); the payment rows take the
 * words (a paid month extends the membership there, once, whoever applies it: this run, a webhook,
 * a restarted run); then the attempts leave 'charging' in one conditional update, and only the
 * attempts this call moved move their plans on. A word its payment refuses changes nothing.
 */
async function recordAllIn(tx: Tx, items: Final[], now: Date): Promise<Outcome[]> {
  const planIds = [...new Set(items.map(({ charge }) => charge.plan_id))];
  const plans = await tx
    .select()
    .from(recurringPlans)
    .where(inArray(recurringPlans.id, planIds))
    .orderBy(recurringPlans.id)
    .for('update');
  const planOf = new Map(plans.map((plan) => [plan.id, plan]));
  const applied = await applyNotificationsIn(
    tx,
    items.map(({ notification }) => notification),
    { request: null, actor: renewalActor, action: 'payment' },
  );
  const accepted = items.filter((_, i) => !(applied[i] instanceof HttpError));
  const moving = accepted.map(({ charge, state }) => ({ id: charge.id, state }));
  const moved = new Set<number>();
  if (moving.length > 0) {
    const result = await tx.execute(sql`
      UPDATE recurring_charges SET state = v.state, "updatedAt" = ${now.toISOString()}::timestamptz
      FROM jsonb_to_recordset(${JSON.stringify(moving)}::jsonb) AS v(id int, state text)
      WHERE recurring_charges.id = v.id AND recurring_charges.state = 'charging'
      RETURNING recurring_charges.id`);
    for (const row of (result as unknown as { rows: { id: number }[] }).rows) moved.add(Number(row.id));
  }
  const outcomes: Outcome[] = [];
  const paid: { plan: PlanRow; charge: ChargeRow }[] = [];
  for (const [i, { charge, state }] of items.entries()) {
    const answer = applied[i];
    const plan = planOf.get(charge.plan_id);
    if (answer instanceof HttpError) outcomes.push({ recorded: 'pending', refused: answer });
    else if (!moved.has(charge.id) || !plan) outcomes.push({ recorded: 'already', applied: answer });
    else if (state === 'paid') {
      paid.push({ plan, charge });
      outcomes.push({ recorded: 'paid', applied: answer });
    } else outcomes.push({ recorded: await recordFailure(tx, plan, charge, now), plan, applied: answer });
  }
  await recordPayments(tx, paid, now);
  return outcomes;
}

/** After the commit: caches the payments made stale dropped, the gateway told of ended plans. */
async function afterCommit(app: FastifyInstance, outcome: Outcome) {
  if (outcome.applied) afterApplied(outcome.applied);
  // The gateway stops charging an ended plan; a failure to tell it is retried by nobody, so log it.
  if (outcome.recorded === 'lapsed' && outcome.plan?.gateway_ref) {
    await recurringOf(app)
      .disableSubscription(outcome.plan.gateway_ref)
      .catch((error: unknown) => app.log.warn({ err: error }, 'renewal: gateway subscription not disabled'));
  }
}

/**
 * One attempt recorded in its own transaction (opting in, an attempt a stopped run left open). A
 * pending word leaves the attempt open for the next run; a word its payment refuses is thrown.
 */
export async function recordCharge(
  app: FastifyInstance,
  charge: ChargeRow,
  notification: Notification,
  now: Date = new Date(),
): Promise<Recorded> {
  const item = finalOf({ charge, notification });
  if (!item) return 'pending';
  const [outcome] = await app.db.transaction((tx) => recordAllIn(tx, [item], now));
  if (!outcome) return 'pending';
  if (outcome.refused) throw outcome.refused;
  await afterCommit(app, outcome);
  return outcome.recorded;
}

/**
 * A run's piece of attempts recorded in ONE transaction (one commit, a few statements, instead of
 * a transaction of a dozen statements per member). If that transaction fails (a lock that
 * deadlocked with a member stopping, a lost connection), each attempt is recorded again in its own
 * transaction, so one member's trouble stops nobody else; an attempt that fails alone too stays
 * 'charging' for the next run, which settles it from the gateway's record. A pending or refused
 * word leaves its attempt open the same way.
 */
export async function recordCharges(app: FastifyInstance, batch: Charged[], now: Date): Promise<Recorded[]> {
  const items = batch.map(finalOf);
  const final = items.filter((item): item is Final => item !== null);
  let outcomes: Outcome[];
  try {
    outcomes = final.length === 0 ? [] : await app.db.transaction((tx) => recordAllIn(tx, final, now));
  } catch (error) {
    app.log.warn(`renewal: a batch of ${final.length} not recorded together, now one by one: ${errorText(error)}`);
    outcomes = [];
    for (const item of final) {
      outcomes.push(
        await app.db
          .transaction(async (tx) => (await recordAllIn(tx, [item], now))[0] ?? { recorded: 'pending' as const })
          .catch((alone: unknown): Outcome => {
            app.log.warn(`renewal: attempt ${item.charge.order_id} not recorded: ${errorText(alone)}`);
            return { recorded: 'pending' };
          }),
      );
    }
  }
  for (const outcome of outcomes) {
    if (outcome.refused) app.log.warn(`renewal: a charge's word refused: ${outcome.refused.message}`);
    await afterCommit(app, outcome);
  }
  let next = 0;
  return items.map((item) => (item === null ? 'pending' : (outcomes[next++]?.recorded ?? 'pending')));
}
