import { mayTransition, type PaymentState, paymentMessages, paymentStateOf } from '@teater/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { invalidate } from '../content/index.js';
import { type AuditInput, audit, auditAll, systemActor } from '../core/audit/record.js';
import type { Db, Tx } from '../core/db/client.js';
import { badRequest, HttpError, notFound } from '../core/http-error.js';
import type { Notification } from './gateway.js';
import { type Delivery, type PaymentKind, type PaymentRow, purposeOf } from './purposes.js';
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

/** The change's audit entry: the provider's raw notification left out. */
function changeEntry(by: AppliedBy, before: PaymentRow, after: PaymentRow): AuditInput {
  const { raw: _before, ...was } = before;
  const { raw: _after, ...now } = after;
  return { resource: 'payments', id: before.id, action: by.action, before: was, after: now, actor: by.actor };
}

/** The change in the audit log, and what `by` adds. */
async function recordChange(tx: Tx, by: AppliedBy, before: PaymentRow, after: PaymentRow) {
  await audit(tx, by.request, changeEntry(by, before, after));
  await by.also?.(tx);
}

/**
 * Applies a provider's word on an order (already verified by the caller) exactly once. The payment
 * row is locked, so concurrent deliveries of one order queue; a state only moves forward
 * (`mayTransition`), so replays and late or out-of-order notifications change nothing.
 */
export async function applyNotification(db: Db, n: Notification, by: AppliedBy = byProvider): Promise<Outcome> {
  const outcome = await db.transaction((tx) => applyNotificationIn(tx, n, by));
  afterApplied(outcome);
  return outcome;
}

/**
 * What a changed payment made stale, dropped once its transaction committed (a caller that applies
 * many in one transaction, the renewal run, calls it after its commit).
 */
export function afterApplied(outcome: Outcome) {
  // What was bought may have changed (a show's stock): its public list must not go stale.
  const stale = outcome.changed ? purposeOf(outcome.kind).invalidates : undefined;
  if (stale) invalidate(stale);
}

/** applyNotification inside the caller's transaction (then afterApplied once it committed). */
export async function applyNotificationIn(tx: Tx, n: Notification, by: AppliedBy = byProvider): Promise<Outcome> {
  const amount = parseGross(n.gross_amount);
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
}

/** The payment's row as the provider's word leaves it (what the update writes). */
const movedRow = (payment: PaymentRow, n: Notification, delivery: Delivery, at: Date): PaymentRow => ({
  ...payment,
  transaction_status: n.transaction_status,
  fraud_status: n.fraud_status ?? null,
  raw: rawOf(n),
  // how it was paid, as the provider says (a door sale already knows: cash or qris)
  method: payment.method ?? n.payment_type ?? null,
  appliedAt: delivery.appliedAt,
  needsRefund: delivery.needsRefund,
  updatedAt: at,
});

/**
 * applyNotificationIn for many orders in one transaction (a renewal run's batch), in a few
 * statements whatever their number: the payments locked together, the paid ones delivered by their
 * purpose at once (paidAll), their rows and audit entries written together. Any other move (a
 * failure, a refund, a capture's settlement) goes through applyNotificationIn, one by one, by the
 * same rules. Each notification answers its outcome, or the refusal it met (unknown order, another
 * amount), which changed nothing of it. Then afterApplied for each, once committed.
 */
export async function applyNotificationsIn(
  tx: Tx,
  notifications: Notification[],
  by: AppliedBy = byProvider,
): Promise<(Outcome | HttpError)[]> {
  if (notifications.length === 0) return [];
  const rows = await tx
    .select()
    .from(payments)
    .where(
      inArray(
        payments.order_id,
        notifications.map((n) => n.order_id),
      ),
    )
    .orderBy(payments.id)
    .for('update');
  const byOrder = new Map(rows.map((row) => [row.order_id, row]));
  const answers: (Outcome | HttpError)[] = new Array(notifications.length);
  // the paid ones of each kind whose purpose takes many at once: index in the answers, payment, word
  const paying = new Map<PaymentKind, { i: number; payment: PaymentRow; n: Notification }[]>();
  for (const [i, n] of notifications.entries()) {
    const payment = byOrder.get(n.order_id);
    if (!payment) answers[i] = notFound(paymentMessages.notFound);
    else if (parseGross(n.gross_amount) !== payment.gross_amount)
      answers[i] = badRequest(paymentMessages.amountMismatch);
    else {
      const from = paymentStateOf(payment.transaction_status, payment.fraud_status);
      const to = paymentStateOf(n.transaction_status, n.fraud_status);
      if (to === 'paid' && mayTransition(from, to) && purposeOf(payment.kind).paidAll && !by.also) {
        paying.set(payment.kind, [...(paying.get(payment.kind) ?? []), { i, payment, n }]);
      } else {
        answers[i] = await applyNotificationIn(tx, n, by).catch((error: unknown) => refusalOr(error));
      }
    }
  }
  const at = new Date();
  const moved: { payment: PaymentRow; after: PaymentRow }[] = [];
  for (const [kind, items] of paying) {
    const purpose = purposeOf(kind);
    if (!purpose.paidAll) continue;
    const deliveries = await purpose.paidAll(
      tx,
      items.map((item) => item.payment),
    );
    for (const [j, { i, payment, n }] of items.entries()) {
      moved.push({ payment, after: movedRow(payment, n, deliveries[j] as Delivery, at) });
      answers[i] = { order_id: payment.order_id, kind, state: 'paid', changed: true };
    }
  }
  if (moved.length > 0) {
    const values = moved.map(({ after }) => ({
      id: after.id,
      transaction_status: after.transaction_status,
      fraud_status: after.fraud_status,
      raw: after.raw,
      method: after.method,
      applied_at: after.appliedAt?.toISOString() ?? null,
      needs_refund: after.needsRefund,
    }));
    await tx.execute(sql`
      UPDATE payments SET transaction_status = v.transaction_status, fraud_status = v.fraud_status, raw = v.raw,
        method = v.method, applied_at = v.applied_at, needs_refund = v.needs_refund,
        "updatedAt" = ${at.toISOString()}::timestamptz
      FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS v(id int, transaction_status text,
        fraud_status text, raw jsonb, method text, applied_at timestamptz, needs_refund boolean)
      WHERE payments.id = v.id`);
    await auditAll(
      tx,
      by.request,
      moved.map(({ payment, after }) => changeEntry(by, payment, after)),
    );
  }
  return answers;
}

/** A refusal (HttpError) is an answer; anything else (the database's trouble) is thrown. */
function refusalOr(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  throw error;
}
