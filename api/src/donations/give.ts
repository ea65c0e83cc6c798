import { randomBytes } from 'node:crypto';
import {
  DONATION_CHECKOUT_MINUTES,
  dataAnswer,
  donationBody,
  donationMessages as m,
  paymentStartSchema,
  validationMessages,
} from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { answers } from '../core/answers.js';
import { auditIfStaff } from '../core/audit/record.js';
import { badRequest, parseOrThrow } from '../core/http-error.js';
import { DONATION_LIMIT } from '../core/rate-limits.js';
import { startPayment } from '../payments/index.js';
import { payments } from '../payments/schema.js';
import { campaignOpenOrThrow } from './campaigns.js';
import { donations } from './schema.js';

/** A gift's order id, unique and legal for Midtrans: `DON-<time>-<random>`. */
const newDonationOrderId = () => `DON-${Date.now().toString(36)}-${randomBytes(5).toString('hex')}`.toUpperCase();

const required = (field: 'name' | 'email') =>
  badRequest(validationMessages.required, { [field]: validationMessages.required });

/**
 * POST /donations: anyone gives to an open campaign (no account needed; a member's gift is linked
 * to the account). The gift and its payment are stored pending together, then the provider's
 * checkout opens; the gift counts only when its payment's notification says it is paid.
 */
export function giveRoute(app: FastifyInstance) {
  app.post(
    '/donations',
    {
      config: { rateLimit: DONATION_LIMIT },
      schema: { response: answers({ 201: dataAnswer(paymentStartSchema) }, [400, 404, 409, 429, 502]) },
    },
    async (request, reply) => {
      const body = parseOrThrow(donationBody(), request.body ?? {});
      const caller = request.user;
      const name = body.name ?? caller?.name;
      const email = body.email ?? caller?.email;
      if (!name) throw required('name');
      if (!email) throw required('email');
      const campaign = await campaignOpenOrThrow(app.db, body.campaign_id);
      const order_id = newDonationOrderId();
      await app.db.transaction(async (tx) => {
        const [payment] = await tx
          .insert(payments)
          .values({
            order_id,
            kind: 'donation',
            id_user: caller?.id ?? null,
            buyer_name: name,
            buyer_email: email,
            gross_amount: body.amount,
          })
          .returning();
        const [gift] = await tx
          .insert(donations)
          .values({
            campaign_id: campaign.id,
            order_id,
            id_user: caller?.id ?? null,
            amount: body.amount,
            donor_name: name,
            donor_email: email,
            anonymous: body.anonymous,
            on_wall: body.on_wall,
            may_mail: body.may_mail,
            message: body.message || null,
          })
          .returning();
        await auditIfStaff(tx, request, { resource: 'payments', id: payment?.id, action: 'create', after: payment });
        await auditIfStaff(tx, request, { resource: 'donations', id: gift?.id, action: 'create', after: gift });
      });
      const data = await startPayment(
        app,
        {
          order_id,
          gross_amount: body.amount,
          items: [
            {
              id: `DONASI-${campaign.id}`,
              name: m.itemName(campaign.judul).slice(0, 50),
              price: body.amount,
              quantity: 1,
            },
          ],
          customer: { first_name: name, email },
          expiryMinutes: DONATION_CHECKOUT_MINUTES,
        },
        async () => {
          await app.db
            .update(donations)
            .set({ status: 'failed', updatedAt: new Date() })
            .where(eq(donations.order_id, order_id));
        },
      );
      return reply.status(201).send({ data });
    },
  );
}
