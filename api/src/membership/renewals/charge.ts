import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { gatewayOf, recurringOf } from '../../payments/index.js';
import { PURPOSES, renewalOrderId } from './purposes.js';
import { type Charged, type ChargeRow, type PlanRow, type Recorded, recordCharge } from './record.js';
import { recurringCharges, recurringPlans } from './schema.js';

/** Test hooks of a run: what happens between asking the gateway and recording its answer. */
export interface ChargeHooks {
  /** called after the gateway charged and before the charge is recorded (a crash there, in tests) */
  afterCharge?(charge: ChargeRow): Promise<void> | void;
}

/** Each purpose's payment kind, as SQL rows the claim joins by the plan's purpose. */
const paymentKinds = () =>
  sql.join(
    Object.entries(PURPOSES).map(([purpose, rules]) => sql`(${purpose}, ${rules.paymentKind})`),
    sql`, `,
  );

type ClaimedRow = {
  plan_id: number;
  gateway_ref: string;
  amount: number;
  charge_id: number;
  period: number;
  attempt: number;
  order_id: string;
  created_at: string | Date;
};

/** An attempt this process took: what to charge, under which order_id. */
export interface Claimed {
  plan: Pick<PlanRow, 'id' | 'amount'> & { gateway_ref: string };
  charge: ChargeRow;
}

/**
 * Takes the next attempt of each of these plans for this process, in one statement for the whole
 * batch: the plan rows locked with SKIP LOCKED (another process working on one is passed over),
 * each attempt and its pending payment written together, atomically. The attempt's unique
 * (plan, period, attempt) makes a second taker of the same attempt get none. The order id is
 * renewalOrderId's (`REN-plan-period-try`), written out here; the claim checks they agree.
 */
export async function claimAttempts(app: FastifyInstance, planIds: number[], now: Date): Promise<Claimed[]> {
  if (planIds.length === 0) return [];
  const ids = sql.join(
    planIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await app.db.execute(sql`
    WITH p AS (
      SELECT id, id_user, gateway_ref, amount, period, failures + 1 AS attempt, purpose FROM recurring_plans
      WHERE id IN (${ids}) AND state IN ('active', 'past_due') AND next_charge_at <= ${now.toISOString()}::timestamptz
        AND gateway_ref IS NOT NULL AND id_user IS NOT NULL
      FOR UPDATE SKIP LOCKED
    ), u AS (
      SELECT users.id, users.name, users.email FROM users WHERE users.id IN (SELECT id_user FROM p)
    ), c AS (
      INSERT INTO recurring_charges (plan_id, period, attempt, order_id)
      SELECT p.id, p.period, p.attempt, 'REN-' || p.id || '-' || p.period || '-' || p.attempt
      FROM p JOIN u ON u.id = p.id_user
      ON CONFLICT DO NOTHING
      RETURNING id, plan_id, period, attempt, order_id, "createdAt"
    ), paid AS (
      INSERT INTO payments (order_id, kind, id_user, buyer_name, buyer_email, gross_amount)
      SELECT c.order_id, k.kind, u.id, u.name, u.email, p.amount
      FROM c JOIN p ON p.id = c.plan_id JOIN u ON u.id = p.id_user
        JOIN (VALUES ${paymentKinds()}) AS k(purpose, kind) ON k.purpose = p.purpose
    )
    SELECT p.id AS plan_id, p.gateway_ref, p.amount, c.id AS charge_id, c.period, c.attempt, c.order_id,
      c."createdAt" AS created_at
    FROM p JOIN c ON c.plan_id = p.id
    ORDER BY p.id`);
  return (result as unknown as { rows: ClaimedRow[] }).rows.map((row) => {
    const charge: ChargeRow = {
      id: Number(row.charge_id),
      plan_id: Number(row.plan_id),
      period: Number(row.period),
      attempt: Number(row.attempt),
      order_id: row.order_id,
      state: 'charging',
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.created_at),
    };
    if (charge.order_id !== renewalOrderId(charge.plan_id, charge.period, charge.attempt)) {
      throw new Error(`renewal order id ${charge.order_id} is not renewalOrderId's`);
    }
    return { plan: { id: charge.plan_id, gateway_ref: row.gateway_ref, amount: Number(row.amount) }, charge };
  });
}

/** Asks the gateway to charge a claimed attempt under its order_id: its word, to be recorded. */
export async function chargeClaimed(app: FastifyInstance, claimed: Claimed, hooks: ChargeHooks = {}): Promise<Charged> {
  const notification = await recurringOf(app).charge(claimed.plan.gateway_ref, {
    order_id: claimed.charge.order_id,
    amount: claimed.plan.amount,
  });
  await hooks.afterCharge?.(claimed.charge);
  return { charge: claimed.charge, notification };
}

/** One due plan: its next attempt charged and recorded, or null when another process has it. */
export async function renewPlan(
  app: FastifyInstance,
  planId: number,
  now: Date,
  hooks: ChargeHooks = {},
): Promise<Recorded | null> {
  const [claimed] = await claimAttempts(app, [planId], now);
  if (!claimed) return null;
  const { charge, notification } = await chargeClaimed(app, claimed, hooks);
  return recordCharge(app, charge, notification, now);
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
