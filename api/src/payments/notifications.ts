import { mayTransition, type PaymentState, paymentMessages, paymentStateOf } from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { invalidate } from '../content/index.js';
import { type AuditInput, audit, systemActor } from '../core/audit/record.js';
import type { Db, Tx } from '../core/db/client.js';
import { badRequest, notFound } from '../core/http-error.js';
import type { Notification } from './gateway.js';
import { type PaymentKind, type PaymentRow, purposeOf } from './purposes.js';
import { payments } from './schema.js';
import { parseGross } from './signature.js';

export interface Outcome {
  order_id: string;
  kind: PaymentKind;
  state: PaymentState;
  changed: boolean;
}

/** What we keep of a notification: never its signature. */
const rawOf = (n: Notification) => {
  const { signature_key: _signature, ...rest } = n;
  return rest;
};

/**
 * Who applies a provider's word, for the audit log: the provider itself (its notification, by
 * default), or a staff member whose refund or cancellation it answers. `also` records more in the
 * same transaction (the ticket order the change ended).
 */
export interface AppliedBy {
  request: FastifyRequest | null;
  actor?: AuditInput['actor'];
  action: 'payment' | 'refund' | 'cancel';
  also?: (tx: Tx) => Promise<void>;
}
const byProvider: AppliedBy = { request: null, actor: systemActor('Penyedia pembayaran'), action: 'payment' };

/** The change in the audit log (the provider's raw notification left out), and what `by` adds. */
async function recordChange(tx: Tx, by: AppliedBy, before: PaymentRow, after: PaymentRow) {
  const { raw: _before, ...was } = before;
  const { raw: _after, ...now } = after;
  await audit(tx, by.request, {
    resource: 'payments',
    id: before.id,
    action: by.action,
    before: was,
    after: now,
    actor: by.actor,
  });
  await by.also?.(tx);
}

/**
 * Applies a provider's word on an order (already verified by the caller) exactly once. The payment
 * row is locked, so concurrent deliveries of one order queue; a state only moves forward
 * (`mayTransition`), so replays and late or out-of-order notifications change nothing.
 */
export async function applyNotification(db: Db, n: Notification, by: AppliedBy = byProvider): Promise<Outcome> {
  const amount = parseGross(n.gross_amount);
  const outcome = await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.order_id, n.order_id)).for('update');
    if (!payment) throw notFound(paymentMessages.notFound);
    if (amount !== payment.gross_amount) throw badRequest(paymentMessages.amountMismatch);

    const from = paymentStateOf(payment.transaction_status, payment.fraud_status);
    const to = paymentStateOf(n.transaction_status, n.fraud_status);
    const base = { order_id: payment.order_id, kind: payment.kind };
    if (!mayTransition(from, to)) {
      // A card's capture is later confirmed by its settlement: same state, the provider's newer word.
      if (
        from === 'paid' &&
        to === 'paid' &&
        n.transaction_status === 'settlement' &&
        payment.transaction_status !== 'settlement'
      ) {
        await tx
          .update(payments)
          .set({ transaction_status: 'settlement', raw: rawOf(n), updatedAt: new Date() })
          .where(eq(payments.id, payment.id));
        await recordChange(tx, by, payment, { ...payment, transaction_status: 'settlement' });
      }
      return { ...base, state: from, changed: false };
    }

    // What the payment bought follows its state; its purpose applies each change once.
    const purpose = purposeOf(payment.kind);
    let { needsRefund, appliedAt } = payment;
    if (to === 'paid') ({ needsRefund, appliedAt } = await purpose.paid(tx, payment));
    else if (to === 'failed') await purpose.failed(tx, payment);
    else if (to === 'refunded') ({ needsRefund } = await purpose.refunded(tx, payment));

    const [after] = await tx
      .update(payments)
      .set({
        transaction_status: n.transaction_status,
        fraud_status: n.fraud_status ?? null,
        raw: rawOf(n),
        // how it was paid, as the provider says (a door sale already knows: cash or qris)
        method: payment.method ?? n.payment_type ?? null,
        appliedAt,
        needsRefund,
        // the books date a refund by when it happened (finance's money movements)
        ...(to === 'refunded' ? { refunded_at: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(eq(payments.id, payment.id))
      .returning();
    await recordChange(tx, by, payment, after ?? payment);
    return { ...base, state: to, changed: true };
  });
  // What was bought may have changed (a show's stock): its public list must not go stale.
  const stale = outcome.changed ? purposeOf(outcome.kind).invalidates : undefined;
  if (stale) invalidate(stale);
  return outcome;
}
