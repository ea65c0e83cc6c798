import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../core/db/client.js';
import { errorText } from '../../core/log-errors.js';
import { recurringPlans } from './schema.js';

/**
 * What forgetting needs of the recurring gateway (payments' recurringOf, handed in by the caller:
 * payments settles memberships, so membership does not import it back).
 */
interface PlanGateway {
  disableSubscription(ref: string): Promise<unknown>;
  forget(kind: 'gopay', token: string): Promise<unknown>;
}

/**
 * Before an account is deleted: each plan's gateway subscription disabled and a linked GoPay
 * account unbound, so nothing can be charged to a person we no longer know. A gateway that does
 * not answer does not stop the deletion (its subscription then finds no token: erasePlansOf).
 */
export async function forgetPlansOf(app: FastifyInstance, userId: number, gateway: PlanGateway) {
  const plans = await app.db
    .select()
    .from(recurringPlans)
    .where(and(eq(recurringPlans.id_user, userId), isNotNull(recurringPlans.payment_token)));
  for (const plan of plans) {
    try {
      if (plan.gateway_ref) await gateway.disableSubscription(plan.gateway_ref);
      if (plan.method === 'gopay' && plan.payment_token) await gateway.forget('gopay', plan.payment_token);
    } catch (error) {
      app.log.warn(`plan ${plan.id} not disabled at the gateway: ${errorText(error)}`);
    }
  }
}

/** In the deletion's transaction: live plans stop, saved methods are removed. */
export async function erasePlansOf(tx: Tx, userId: number, now: Date) {
  await tx
    .update(recurringPlans)
    .set({ state: 'stopped', stopped_at: now, updatedAt: now })
    .where(and(eq(recurringPlans.id_user, userId), inArray(recurringPlans.state, ['active', 'past_due'])));
  await tx
    .update(recurringPlans)
    .set({ payment_token: null, masked: null, card_expires_at: null, updatedAt: now })
    .where(eq(recurringPlans.id_user, userId));
}
