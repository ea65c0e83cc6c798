import type { PaymentStart } from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../core/http-error.js';
import { GatewayError, type Notification } from './gateway.js';
import { type AppliedBy, applyNotification } from './notifications.js';
import { gatewayOf } from './provider.js';

/**
 * The checkout of a payment begun earlier, opened again with its own token (a pending ticket order
 * or subscription paid later from the history): the same answer as when it began.
 */
export function resumedCheckout(
  app: FastifyInstance,
  payment: { order_id: string; gross_amount: number; token: string },
): PaymentStart {
  const gateway = gatewayOf(app);
  return {
    token: payment.token,
    order_id: payment.order_id,
    gross_amount: payment.gross_amount,
    provider: gateway.provider,
    redirect_url: gateway.checkoutUrl(payment.token),
    snap_url: gateway.snapUrl,
    client_key: gateway.clientKey,
  };
}

/**
 * The provider's word after our own call (cancel, refund) changes the payment as its webhook would;
 * `by` says who asked, for the audit log.
 */
export async function applyProviderWord(app: FastifyInstance, run: () => Promise<Notification | null>, by?: AppliedBy) {
  let word: Notification | null;
  try {
    word = await run();
  } catch (error) {
    if (error instanceof GatewayError) throw new HttpError(502, error.message);
    throw error;
  }
  if (word) await applyNotification(app.db, word, by);
  return word;
}
