import { messages, paymentStateOf } from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, forbidden, HttpError, notFound, parseOrThrow } from '../http-error.js';
import { GatewayError, type Notification } from './gateway.js';
import { applyNotification, type Outcome } from './notifications.js';
import { gatewayOf } from './provider.js';

const orderId = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[\w.~-]+$/);

/** A provider's notification: everything the signature covers, and the signature. */
export const notificationSchema = z.object({
  order_id: orderId,
  status_code: z.string().max(10),
  gross_amount: z.string().max(20),
  transaction_status: z.string().max(40),
  fraud_status: z.string().max(40).nullish(),
  signature_key: z.string().max(256),
  transaction_id: z.string().max(100).optional(),
  payment_type: z.string().max(60).optional(),
});

/** What a browser forwards from snap.js: a result naming the order, trusted for nothing else. */
const forwardedSchema = z.object({
  result: z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z.object({ order_id: orderId }),
  ),
});

/** A signed notification: verified with the provider's key, then applied once. */
export async function receiveNotification(app: FastifyInstance, n: Notification): Promise<Outcome> {
  if (!gatewayOf(app).verify(n)) throw forbidden(messages.payment.badSignature);
  // The signature does not cover transaction_status, but it covers status_code: a success is 200.
  // A pending (201), denied (202) or expired (407) notification relabelled 'settlement' is caught.
  if (paymentStateOf(n.transaction_status, n.fraud_status) === 'paid' && n.status_code !== '200') {
    throw forbidden(messages.payment.badSignature);
  }
  return applyNotification(app.db, n);
}

/**
 * A result forwarded by the browser says only which order to look at: its state is whatever the
 * provider answers when asked, so a forged 'settlement' gains nothing.
 */
export async function receiveForwarded(app: FastifyInstance, body: unknown): Promise<Outcome> {
  const { result } = parseOrThrow(forwardedSchema, body);
  let status: Notification | null;
  try {
    status = await gatewayOf(app).status(result.order_id);
  } catch (error) {
    if (error instanceof GatewayError) throw new HttpError(502, messages.payment.gatewayError);
    throw error;
  }
  if (!status || status.order_id !== result.order_id) throw notFound(messages.payment.notFound);
  return applyNotification(app.db, status);
}

/** POST /payment/webhook: a signed provider notification, or a browser's forwarded result. */
export async function handleWebhook(app: FastifyInstance, body: unknown): Promise<Outcome> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest();
  if ('signature_key' in body) {
    return receiveNotification(app, parseOrThrow(notificationSchema, body));
  }
  return receiveForwarded(app, body);
}
