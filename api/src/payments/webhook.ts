import { paymentMessages, paymentStateOf } from '@teater/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { systemActor } from '../core/audit/record.js';
import { badRequest, forbidden, HttpError, notFound, parseOrThrow } from '../core/http-error.js';
import { GatewayError, type Notification } from './gateway.js';
import { type AppliedBy, applyNotification, type Outcome } from './notifications.js';
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

/**
 * The state of an order as the provider reports it when asked. Neither a notification's body nor
 * a browser's word is trusted for the state: Midtrans' signature does not cover transaction_status.
 */
async function confirmedStatus(app: FastifyInstance, orderId: string): Promise<Notification> {
  let status: Notification | null;
  try {
    status = await gatewayOf(app).status(orderId);
  } catch (error) {
    // 502 makes Midtrans retry the notification later.
    if (error instanceof GatewayError) throw new HttpError(502, paymentMessages.gatewayError);
    throw error;
  }
  if (!status || status.order_id !== orderId) throw notFound(paymentMessages.notFound);
  return status;
}

/** The provider's word arriving through `request` (its webhook, the sandbox page): the provider did it. */
const fromProvider = (app: FastifyInstance, request: FastifyRequest | null): AppliedBy => ({
  request,
  actor: systemActor(gatewayOf(app).provider === 'midtrans' ? 'Midtrans' : 'Sandbox pembayaran'),
  action: 'payment',
});

/** A signed notification: verified with the provider's key, then the confirmed state applied once. */
export async function receiveNotification(
  app: FastifyInstance,
  n: Notification,
  request: FastifyRequest | null = null,
): Promise<Outcome> {
  if (!gatewayOf(app).verify(n)) throw forbidden(paymentMessages.badSignature);
  // An obvious relabel (a 'settlement' whose signed status_code is not 200) is refused outright.
  if (paymentStateOf(n.transaction_status, n.fraud_status) === 'paid' && n.status_code !== '200') {
    throw forbidden(paymentMessages.badSignature);
  }
  const confirmed = await confirmedStatus(app, n.order_id);
  if (Number(confirmed.gross_amount) !== Number(n.gross_amount)) throw badRequest(paymentMessages.amountMismatch);
  return applyNotification(app.db, confirmed, fromProvider(app, request));
}

/** A result forwarded by the browser says only which order to look at. */
export async function receiveForwarded(
  app: FastifyInstance,
  body: unknown,
  request: FastifyRequest | null = null,
): Promise<Outcome> {
  const { result } = parseOrThrow(forwardedSchema, body);
  return applyNotification(app.db, await confirmedStatus(app, result.order_id), fromProvider(app, request));
}

/** POST /payment/webhook: a signed provider notification, or a browser's forwarded result. */
export async function handleWebhook(
  app: FastifyInstance,
  body: unknown,
  request: FastifyRequest | null = null,
): Promise<Outcome> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest();
  if ('signature_key' in body) {
    return receiveNotification(app, parseOrThrow(notificationSchema, body), request);
  }
  return receiveForwarded(app, body, request);
}
