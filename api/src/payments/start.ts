import { type PaymentStart, paymentMessages } from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../core/http-error.js';
import type { CreatedTransaction, NewTransaction } from './gateway.js';
import { gatewayOf } from './provider.js';
import { payments } from './schema.js';

/**
 * Asks the provider for a checkout token for a payment row already stored as pending, and answers
 * what the web needs to open snap.js or the sandbox page. When the provider fails, `onFailure`
 * undoes what the order reserved and the buyer gets a 502 to try again.
 */
export async function startPayment(
  app: FastifyInstance,
  tx: NewTransaction,
  onFailure?: () => Promise<void>,
): Promise<PaymentStart> {
  const gateway = gatewayOf(app);
  let created: CreatedTransaction;
  try {
    created = await gateway.create(tx);
  } catch (error) {
    app.log.error({ err: error, order_id: tx.order_id }, 'payment gateway refused a transaction');
    await app.db
      .update(payments)
      .set({ transaction_status: 'failure', updatedAt: new Date() })
      .where(eq(payments.order_id, tx.order_id));
    await onFailure?.();
    throw new HttpError(502, paymentMessages.gatewayError);
  }
  if (!created.tokenStored) {
    await app.db.update(payments).set({ token: created.token }).where(eq(payments.order_id, tx.order_id));
  }
  return {
    token: created.token,
    order_id: tx.order_id,
    gross_amount: tx.gross_amount,
    provider: gateway.provider,
    redirect_url: created.redirect_url,
    snap_url: gateway.snapUrl,
    client_key: gateway.clientKey,
  };
}
