import {
  dataAnswer,
  paymentMessages,
  paymentOutcomeSchema,
  type SandboxCheckout,
  sandboxCheckoutSchema,
  sandboxResultBody,
  savedAnswer,
} from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertAccess } from '../accounts/index.js';
import { answers, refusalsOf } from '../core/answers.js';
import { conflict, notFound, parseOrThrow } from '../core/http-error.js';
import { asSandbox, gatewayOf } from './provider.js';
import { purposeOf } from './purposes.js';
import { payments } from './schema.js';
import { receiveNotification } from './webhook.js';

const declared = {
  sandbox: answers({ 200: dataAnswer(sandboxCheckoutSchema) }, [...refusalsOf('user'), 404]),
  sandboxPay: answers({ 200: savedAnswer(paymentOutcomeSchema) }, [...refusalsOf('user'), 400, 404, 409]),
};

/** The built-in sandbox's checkout page: what is being paid, and the buyer's choice. */
export function sandboxCheckoutRoutes(app: FastifyInstance) {
  const { db } = app;

  /**
   * The sandbox transaction behind a token, for its payer only (a stranger learns nothing; a door
   * QRIS: its scanner). A member's checkout needs its member logged in; a visitor's gift (issue 46:
   * no account needed to give) is paid by whoever holds its token, as Midtrans' own page is.
   */
  async function sandboxOf(request: FastifyRequest) {
    const sandbox = asSandbox(gatewayOf(app));
    const { token } = request.params as { token: string };
    const tx = sandbox && /^[\w-]{20,64}$/.test(token) ? await sandbox.find(token) : undefined;
    const [payment] = tx ? await db.select().from(payments).where(eq(payments.order_id, tx.order_id)).limit(1) : [];
    const visitorsGift = payment?.kind === 'donation' && payment.id_user === null;
    if (!visitorsGift) assertAccess(request.user, 'user');
    if (!sandbox || !tx) throw notFound(paymentMessages.notFound);
    // A QRIS shown at the door is paid by whoever scans it, as a real one is: its token is the secret.
    const payer = visitorsGift || payment?.channel === 'door' || payment?.id_user === request.user?.id;
    if (!payment || !payer) throw notFound(paymentMessages.notFound);
    return { sandbox, tx, payment };
  }

  app.get('/payment/sandbox/:token', { schema: { response: declared.sandbox } }, async (request, reply) => {
    const { tx, payment } = await sandboxOf(request);
    const item = await purposeOf(payment.kind).itemName(db, payment, app.config.SITE_NAME);
    reply.header('cache-control', 'private, no-store');
    const data: SandboxCheckout = {
      token: tx.token,
      order_id: tx.order_id,
      gross_amount: tx.gross_amount,
      transaction_status: tx.transaction_status,
      item,
    };
    return { data };
  });

  // The buyer's choice; the sandbox then notifies the webhook logic exactly as Midtrans would.
  app.post('/payment/sandbox/:token', { schema: { response: declared.sandboxPay } }, async (request) => {
    const { result } = parseOrThrow(sandboxResultBody, request.body ?? {});
    const { sandbox, tx, payment } = await sandboxOf(request);
    // Midtrans lets an unpaid checkout expire after its window; so does the sandbox.
    const isOpen = purposeOf(payment.kind).isCheckoutOpen?.(payment) ?? true;
    if (result === 'settlement' && !isOpen) {
      throw conflict(paymentMessages.checkoutEnded);
    }
    const decided = await sandbox.decide(tx.token, result);
    if (!decided) throw notFound(paymentMessages.notFound);
    // The same choice again (a second click, a retried request) answers as the first did.
    const repeated = decided.notification.transaction_status === result;
    if (!decided.changed && result !== 'pending' && !repeated) throw conflict(paymentMessages.alreadyFinal);
    const outcome = await receiveNotification(app, decided.notification, request);
    return { message: paymentMessages.received, data: outcome };
  });
}
