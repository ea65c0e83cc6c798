import { dataAnswer, messageAnswer, paymentMessages, paymentStartSchema, paymentStateOf } from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf, requireAccess } from '../accounts/index.js';
import { answers, refusalsOf } from '../core/answers.js';
import { audit } from '../core/audit/record.js';
import { conflict, notFound, parseId } from '../core/http-error.js';
import { applyProviderWord, gatewayOf, resumedCheckout } from '../payments/index.js';
import { payments } from '../payments/schema.js';
import { isCheckoutOpen } from './subscription.js';

const idParams = z.object({ id: z.string() });
const options = (ok: Parameters<typeof answers>[0][number], refusals: (404 | 409 | 502)[]) => ({
  preHandler: requireAccess('user'),
  schema: { params: idParams, response: answers({ 200: ok }, [...refusalsOf('user'), ...refusals]) },
});

/** The caller's own subscription payment named by the route (anyone else's is not found). */
async function ownCheckout(app: FastifyInstance, request: FastifyRequest) {
  const id = parseId((request.params as { id: string }).id);
  const [payment] = await app.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.kind, 'subscription'), eq(payments.id_user, callerOf(request).id)))
    .limit(1);
  if (!payment) throw notFound(paymentMessages.notFound);
  return payment;
}

const stateOf = (payment: typeof payments.$inferSelect) =>
  paymentStateOf(payment.transaction_status, payment.fraud_status);

/** A checkout the provider never saw, cancelled here, with its audit entry. */
function cancelHere(app: FastifyInstance, request: FastifyRequest, payment: typeof payments.$inferSelect) {
  return app.db.transaction(async (tx) => {
    const [after] = await tx
      .update(payments)
      .set({ transaction_status: 'cancel', updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.transaction_status, 'pending')))
      .returning();
    if (!after) return;
    const { raw: _before, ...was } = payment;
    const { raw: _after, ...now } = after;
    await audit(tx, request, { resource: 'payments', id: payment.id, action: 'cancel', before: was, after: now });
  });
}

/**
 * A subscription checkout left unpaid (the buyer closed the provider's page): paid later from the
 * history while it lasts ('Bayar sekarang', its own checkout again), or cancelled there
 * ('Batalkan'), as a pending ticket order is.
 */
export async function subscriptionCheckoutRoutes(app: FastifyInstance) {
  app.post('/payment/:id/resume', options(dataAnswer(paymentStartSchema), [404, 409]), async (request) => {
    const payment = await ownCheckout(app, request);
    if (stateOf(payment) !== 'pending') throw conflict(paymentMessages.checkoutNotPending);
    if (!payment.token || !isCheckoutOpen(payment)) throw conflict(paymentMessages.checkoutEnded);
    return { data: resumedCheckout(app, { ...payment, token: payment.token }) };
  });

  app.post('/payment/:id/cancel', options(messageAnswer, [404, 409, 502]), async (request) => {
    const payment = await ownCheckout(app, request);
    if (stateOf(payment) !== 'pending') throw conflict(paymentMessages.checkoutNotPending);
    const word = await applyProviderWord(app, () => gatewayOf(app).cancel(payment.order_id), {
      request,
      action: 'cancel',
    });
    // The provider never heard of it (its page never opened): it ends here alone.
    if (!word) await cancelHere(app, request, payment);
    const [now] = await app.db.select().from(payments).where(eq(payments.id, payment.id));
    // Paid in the meantime: the cancellation came too late and changed nothing.
    if (!now || stateOf(now) !== 'failed') throw conflict(paymentMessages.checkoutNotPending);
    return { message: paymentMessages.checkoutCancelled };
  });
}
