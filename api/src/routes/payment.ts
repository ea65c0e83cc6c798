import {
  authMessages,
  dataAnswer,
  isAdminRole,
  paymentCreateBody,
  paymentMessages,
  paymentOutcomeSchema,
  paymentStartSchema,
  paymentStateOf,
  type SandboxCheckout,
  SUBSCRIPTION_PLAN,
  type SubscriptionPayment,
  sandboxCheckoutSchema,
  sandboxResultBody,
  savedAnswer,
  subscriptionPaymentSchema,
} from '@teater/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answers, refusalsOf } from '../answers.js';
import { callerOf, requireAccess } from '../auth/access.js';
import { payments, ticketOrders, tikets } from '../db/schema.js';
import { conflict, forbidden, notFound, parseOrThrow } from '../http-error.js';
import { newOrderId } from '../payments/order-id.js';
import { asSandbox, gatewayOf } from '../payments/provider.js';
import { startPayment } from '../payments/start.js';
import { handleWebhook, receiveNotification } from '../payments/webhook.js';

const asUser = refusalsOf('user');
const declared = {
  start: answers({ 201: dataAnswer(paymentStartSchema) }, [...asUser, 400, 502]),
  history: answers({ 200: dataAnswer(z.array(subscriptionPaymentSchema)) }, [...asUser, 400]),
  webhook: answers({ 200: savedAnswer(paymentOutcomeSchema) }, [400, 401, 404, 429]),
  sandbox: answers({ 200: dataAnswer(sandboxCheckoutSchema) }, [...asUser, 404]),
  sandboxPay: answers({ 200: savedAnswer(paymentOutcomeSchema) }, [...asUser, 400, 404, 409]),
};

type PaymentRow = typeof payments.$inferSelect;

const toSubscriptionPayment = (row: PaymentRow): SubscriptionPayment => ({
  id: row.id,
  order_id: row.order_id,
  gross_amount: row.gross_amount,
  transaction_status: row.transaction_status,
  status: paymentStateOf(row.transaction_status, row.fraud_status),
  createdAt: row.createdAt.toISOString(),
});

/** `?id=` names whose history to read: one's own, or anyone's for an admin. */
function ownerOf(request: FastifyRequest, raw: string | undefined): number {
  const caller = callerOf(request);
  if (raw === undefined || raw === '') return caller.id;
  const id = parseOrThrow(z.coerce.number().int().positive(), raw);
  if (id !== caller.id && !isAdminRole(caller.role)) throw forbidden(authMessages.ownRecordOnly);
  return id;
}

/** Spec 7 Payment: the subscription's checkout, the webhook, histories, and the sandbox checkout. */
export async function paymentRoutes(app: FastifyInstance) {
  const { db } = app;

  app.post(
    '/payment',
    { preHandler: requireAccess('user'), schema: { response: declared.start } },
    async (request, reply) => {
      const caller = callerOf(request);
      const body = parseOrThrow(paymentCreateBody, request.body ?? {});
      // Only for oneself, and never for the amount the client names.
      if (body.id_user !== undefined && body.id_user !== caller.id) throw forbidden(paymentMessages.ownAccountOnly);
      const order_id = newOrderId('subscription', caller.id);
      const gross_amount = SUBSCRIPTION_PLAN.price;
      await db.insert(payments).values({
        order_id,
        kind: 'subscription',
        id_user: caller.id,
        buyer_name: caller.name,
        buyer_email: caller.email,
        gross_amount,
      });
      const data = await startPayment(app, {
        order_id,
        gross_amount,
        item: {
          id: 'SAHABAT-1BULAN',
          name: paymentMessages.subscriptionItem(app.config.SITE_NAME).slice(0, 50),
          price: gross_amount,
          quantity: 1,
        },
        customer: { first_name: caller.name, email: caller.email },
      });
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/payment/history-subscription-user',
    { preHandler: requireAccess('user'), schema: { response: declared.history } },
    async (request, reply) => {
      const owner = ownerOf(request, (request.query as { id?: string }).id);
      reply.header('cache-control', 'private, no-store');
      const rows = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id_user, owner), eq(payments.kind, 'subscription')))
        .orderBy(desc(payments.id));
      return { data: rows.map(toSubscriptionPayment) };
    },
  );

  // Anyone may call it (the provider has no session); what it carries is verified, never trusted.
  app.post(
    '/payment/webhook',
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } }, schema: { response: declared.webhook } },
    async (request) => {
      const outcome = await handleWebhook(app, request.body);
      return { message: paymentMessages.received, data: outcome };
    },
  );

  /** The sandbox transaction behind a token, for its payer only (a stranger learns nothing). */
  async function sandboxOf(request: FastifyRequest) {
    const sandbox = asSandbox(gatewayOf(app));
    const { token } = request.params as { token: string };
    const tx = sandbox && /^[\w-]{20,64}$/.test(token) ? await sandbox.find(token) : undefined;
    if (!sandbox || !tx) throw notFound(paymentMessages.notFound);
    const [payment] = await db.select().from(payments).where(eq(payments.order_id, tx.order_id)).limit(1);
    if (!payment || payment.id_user !== callerOf(request).id) throw notFound(paymentMessages.notFound);
    return { sandbox, tx, payment };
  }

  app.get(
    '/payment/sandbox/:token',
    { preHandler: requireAccess('user'), schema: { response: declared.sandbox } },
    async (request, reply) => {
      const { tx, payment } = await sandboxOf(request);
      let item = paymentMessages.subscriptionItem(app.config.SITE_NAME);
      if (payment.kind === 'ticket') {
        const [order] = await db
          .select({ jumlah: ticketOrders.jumlah_tiket, show: tikets.nama_pertujukan })
          .from(ticketOrders)
          .innerJoin(tikets, eq(tikets.id, ticketOrders.id_tiket))
          .where(eq(ticketOrders.order_id, payment.order_id))
          .limit(1);
        if (order) item = paymentMessages.ticketItem(order.show, order.jumlah);
      }
      reply.header('cache-control', 'private, no-store');
      const data: SandboxCheckout = {
        token: tx.token,
        order_id: tx.order_id,
        gross_amount: tx.gross_amount,
        transaction_status: tx.transaction_status,
        item,
      };
      return { data };
    },
  );

  // The buyer's choice; the sandbox then notifies the webhook logic exactly as Midtrans would.
  app.post(
    '/payment/sandbox/:token',
    { preHandler: requireAccess('user'), schema: { response: declared.sandboxPay } },
    async (request) => {
      const { result } = parseOrThrow(sandboxResultBody, request.body ?? {});
      const { sandbox, tx } = await sandboxOf(request);
      const decided = await sandbox.decide(tx.token, result);
      if (!decided) throw notFound(paymentMessages.notFound);
      if (!decided.changed && result !== 'pending') throw conflict(paymentMessages.alreadyFinal);
      const outcome = await receiveNotification(app, decided.notification);
      return { message: paymentMessages.received, data: outcome };
    },
  );
}
