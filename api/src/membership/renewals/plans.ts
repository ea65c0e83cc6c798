import { type RenewalMethodBody, renewalMessages } from '@teater/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../../accounts/index.js';
import { users } from '../../accounts/schema.js';
import { audit } from '../../core/audit/record.js';
import type { Tx } from '../../core/db/client.js';
import { conflict, HttpError, isUniqueViolation } from '../../core/http-error.js';
import { customerRefOf, GatewayError, recurringOf } from '../../payments/index.js';
import type { SavedMethod } from '../../payments/recurring-gateway.js';
import { renewPlan } from './charge.js';
import { closeGrace } from './grace.js';
import { PURPOSES } from './purposes.js';
import type { PlanRow } from './record.js';
import { type RecurringPurpose, recurringPlans } from './schema.js';

const LIVE = ['active', 'past_due'] as const;

/**
 * What a new plan pays for: its purpose, its amount (the purpose's own when left out), the name
 * of its gateway subscription, and what its purpose records beside the plan, in the plan's
 * transaction and before its first charge (a monthly gift's campaign and wishes).
 */
export interface PlanPurpose {
  purpose: RecurringPurpose;
  amount?: number;
  namePrefix: string;
  onCreated?(tx: Tx, plan: PlanRow): Promise<void>;
}
const membershipPurpose: PlanPurpose = { purpose: 'membership', namePrefix: 'SAHABAT' };

/** The gateway's word on a method the member names: a card saved from its token, a confirmed GoPay link. */
async function savedMethodOf(app: FastifyInstance, userId: number, body: RenewalMethodBody): Promise<SavedMethod> {
  const gateway = recurringOf(app);
  const customer = customerRefOf(app, userId);
  try {
    const method =
      body.method === 'card'
        ? await gateway.saveCard(body.token_id, customer)
        : await gateway.method('gopay', body.account_id, customer);
    if (method?.status !== 'ENABLED') {
      throw conflict(body.method === 'card' ? renewalMessages.tokenInvalid : renewalMessages.gopayNotLinked);
    }
    return method;
  } catch (error) {
    if (error instanceof GatewayError) {
      throw conflict(body.method === 'card' ? renewalMessages.tokenInvalid : renewalMessages.gopayNotLinked);
    }
    throw error;
  }
}

const methodColumns = (method: SavedMethod) => ({
  method: method.payment_type === 'gopay' ? ('gopay' as const) : ('card' as const),
  payment_token: method.token,
  masked: method.masked,
  card_expires_at: method.card_expires_at,
});

/** The member's latest plan of a purpose (live or ended), or undefined. */
export async function latestPlan(app: FastifyInstance, userId: number) {
  const [plan] = await app.db
    .select()
    .from(recurringPlans)
    .where(and(eq(recurringPlans.id_user, userId), eq(recurringPlans.purpose, 'membership')))
    .orderBy(desc(recurringPlans.id))
    .limit(1);
  return plan;
}

/**
 * Opting in: the method saved at the gateway, a gateway subscription holding it, our plan, and the
 * first month charged at once through the same engine as every renewal. A declined first month
 * ends the plan there (409); a member with a live plan gets 409 too.
 */
export async function startPlan(
  app: FastifyInstance,
  request: FastifyRequest,
  body: RenewalMethodBody,
  purpose: PlanPurpose = membershipPurpose,
) {
  const now = new Date();
  const caller = callerOf(request);
  if (await liveRow(app, caller.id, purpose.purpose)) throw conflict(renewalMessages.alreadyActive);
  const amount = purpose.amount ?? PURPOSES[purpose.purpose].amount;
  const method = await savedMethodOf(app, caller.id, body);
  const subscription = await recurringOf(app).createSubscription({
    name: `${purpose.namePrefix}-${caller.id}`,
    amount,
    method,
    start: now,
    customer: { first_name: caller.name, email: caller.email },
  });
  const [user] = await app.db.select().from(users).where(eq(users.id, caller.id));
  // a Sahabat month paid now starts when the current one ends; a gift's month starts now
  const expiry = purpose.purpose === 'membership' ? user?.subscription_time : null;
  let plan: PlanRow | undefined;
  try {
    plan = await app.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(recurringPlans)
        .values({
          id_user: caller.id,
          purpose: purpose.purpose,
          amount,
          gateway_ref: subscription.id,
          ...methodColumns(method),
          period: 0,
          // the month paid now starts when the current one ends: period 1 falls due with the new expiry
          period_due_at: expiry && expiry > now ? expiry : now,
          next_charge_at: now,
        })
        .returning();
      await audit(tx, request, { resource: 'recurring_plans', id: created?.id, action: 'create', after: created });
      if (created) await purpose.onCreated?.(tx, created);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(renewalMessages.alreadyActive);
    throw error;
  }
  if (!plan) throw new HttpError(500, renewalMessages.declined);
  const first = await renewPlan(app, plan.id, now);
  if (first !== 'paid') throw conflict(renewalMessages.declined);
  const [after] = await app.db.select().from(recurringPlans).where(eq(recurringPlans.id, plan.id));
  return after ?? plan;
}

async function liveRow(app: FastifyInstance, userId: number, purpose: RecurringPurpose = 'membership') {
  const [plan] = await app.db
    .select()
    .from(recurringPlans)
    .where(
      and(eq(recurringPlans.id_user, userId), eq(recurringPlans.purpose, purpose), inArray(recurringPlans.state, LIVE)),
    )
    .limit(1);
  return plan;
}

/** The member's live plan of a purpose (Sahabat by default), or 409 (nothing to stop or change). */
export async function livePlan(app: FastifyInstance, userId: number, purpose: RecurringPurpose = 'membership') {
  const plan = await liveRow(app, userId, purpose);
  if (!plan) throw conflict(renewalMessages.notActive);
  return plan;
}

/**
 * Stops a plan at once: no charge after this moment (the paid month stays), the gateway's
 * subscription disabled. By the member or an admin: the audit entry says who.
 */
export async function stopPlan(app: FastifyInstance, plan: PlanRow, request: FastifyRequest) {
  const now = new Date();
  const stopped = await app.db.transaction(async (tx) => {
    const [after] = await tx
      .update(recurringPlans)
      // the saved method is of no more use: it goes (the masked form stays for the member's history)
      .set({ state: 'stopped', stopped_at: now, payment_token: null, updatedAt: now })
      .where(and(eq(recurringPlans.id, plan.id), inArray(recurringPlans.state, LIVE)))
      .returning();
    if (after) {
      await closeGrace(tx, plan);
      await audit(tx, request, { resource: 'recurring_plans', id: plan.id, action: 'update', before: plan, after });
    }
    return after;
  });
  if (!stopped) throw conflict(renewalMessages.notActive);
  if (plan.gateway_ref) await recurringOf(app).disableSubscription(plan.gateway_ref);
  if (plan.method === 'gopay' && plan.payment_token) await recurringOf(app).forget('gopay', plan.payment_token);
  return stopped;
}

/** Another saved method for a live plan: the gateway's subscription updated, then ours. */
export async function changeMethod(
  app: FastifyInstance,
  request: FastifyRequest,
  plan: PlanRow,
  body: RenewalMethodBody,
) {
  const method = await savedMethodOf(app, callerOf(request).id, body);
  if (plan.gateway_ref) await recurringOf(app).updateSubscription(plan.gateway_ref, { method });
  const after = await app.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(recurringPlans)
      .set({ ...methodColumns(method), updatedAt: new Date() })
      .where(eq(recurringPlans.id, plan.id))
      .returning();
    await audit(tx, request, {
      resource: 'recurring_plans',
      id: plan.id,
      action: 'update',
      before: plan,
      after: changed,
    });
    return changed;
  });
  if (plan.method === 'gopay' && plan.payment_token && plan.payment_token !== method.token) {
    await recurringOf(app).forget('gopay', plan.payment_token);
  }
  return after ?? plan;
}
