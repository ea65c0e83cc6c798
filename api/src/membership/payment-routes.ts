import {
  authMessages,
  dataAnswer,
  idNumber,
  isAdminRole,
  pageAnswer,
  paymentCreateBody,
  paymentMessages,
  paymentStartSchema,
  paymentStateOf,
  SUBSCRIPTION_PLAN,
  type SubscriptionPayment,
  subscriptionCheckoutEnds,
  subscriptionPaymentSchema,
} from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf, requireAccess } from '../accounts/index.js';
import { answers, refusalsOf } from '../core/answers.js';
import { auditIfStaff } from '../core/audit/record.js';
import { forbidden, parseOrThrow } from '../core/http-error.js';
import { historySource, parseListQuery, runPage } from '../core/list-query.js';
import { newOrderId, startPayment } from '../payments/index.js';
import { payments } from '../payments/schema.js';

const asUser = refusalsOf('user');
const declared = {
  start: answers({ 201: dataAnswer(paymentStartSchema) }, [...asUser, 400, 502]),
  history: answers({ 200: pageAnswer(subscriptionPaymentSchema) }, [...asUser, 400]),
};

type PaymentRow = typeof payments.$inferSelect;

const historyOf = historySource(payments, 'id');

const toSubscriptionPayment = (row: PaymentRow): SubscriptionPayment => ({
  id: row.id,
  order_id: row.order_id,
  gross_amount: row.gross_amount,
  transaction_status: row.transaction_status,
  status: paymentStateOf(row.transaction_status, row.fraud_status),
  createdAt: row.createdAt.toISOString(),
  expiresAt: subscriptionCheckoutEnds(row.createdAt).toISOString(),
});

/** `?id=` names whose history to read: one's own, or anyone's for an admin. */
function ownerOf(request: FastifyRequest, raw: string | undefined): number {
  const caller = callerOf(request);
  if (raw === undefined || raw === '') return caller.id;
  const id = parseOrThrow(idNumber(), raw);
  if (id !== caller.id && !isAdminRole(caller.role)) throw forbidden(authMessages.ownRecordOnly);
  return id;
}

/** Spec 7 Payment: the subscription's checkout and a member's subscription payments. */
export async function subscriptionPaymentRoutes(app: FastifyInstance) {
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
      await db.transaction(async (tx) => {
        const [payment] = await tx
          .insert(payments)
          .values({
            order_id,
            kind: 'subscription',
            id_user: caller.id,
            buyer_name: caller.name,
            buyer_email: caller.email,
            gross_amount,
          })
          .returning();
        await auditIfStaff(tx, request, { resource: 'payments', id: payment?.id, action: 'create', after: payment });
      });
      const data = await startPayment(app, {
        order_id,
        gross_amount,
        items: [
          {
            id: 'SAHABAT-1BULAN',
            name: paymentMessages.subscriptionItem(app.config.SITE_NAME).slice(0, 50),
            price: gross_amount,
            quantity: 1,
          },
        ],
        customer: { first_name: caller.name, email: caller.email },
        // the provider ends it when the history stops offering to pay it
        expiryMinutes: SUBSCRIPTION_PLAN.checkoutHours * 60,
      });
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/payment/history-subscription-user',
    { preHandler: requireAccess('user'), schema: { response: declared.history } },
    async (request, reply) => {
      const params = parseListQuery(historyOf, request.query);
      const owner = ownerOf(request, (request.query as { id?: string }).id);
      reply.header('cache-control', 'private, no-store');
      const where = and(eq(payments.id_user, owner), eq(payments.kind, 'subscription'));
      return runPage(
        historyOf,
        params,
        db.select().from(payments).where(where).$dynamic(),
        () => db.$count(payments, where),
        (rows) => rows.map(toSubscriptionPayment),
      );
    },
  );
}
