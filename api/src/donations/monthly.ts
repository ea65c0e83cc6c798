import {
  donationMessages as m,
  messageAnswer,
  monthlyDonationBody,
  monthlyGiftSchema,
  renewalMethodBody,
  savedAnswer,
  stopMonthlyBody,
} from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAccess } from '../accounts/index.js';
import { answers, refusalsOf } from '../core/answers.js';
import { badRequest, notFound, parseOrThrow } from '../core/http-error.js';
import { DONATION_LIMIT } from '../core/rate-limits.js';
import { recurringPlans } from '../membership/renewals/schema.js';
import { atGateway } from '../payments/index.js';
import { campaignOpenOrThrow } from './campaigns.js';
import { monthlyGifts } from './schema.js';
import { ensureStopKey, verifyStopToken } from './stop-link.js';

/**
 * Monthly giving (issue 46) through the renewal engine (membership/renewals, purpose
 * 'monthly-gift'): a member's card or GoPay is charged now and every month after; each paid
 * charge is a gift of the campaign. Any receipt's signed link stops it, without logging in.
 */
export async function monthlyRoutes(app: FastifyInstance) {
  await ensureStopKey(app.db);

  app.post(
    '/donations/monthly',
    {
      preHandler: requireAccess('user'),
      config: { rateLimit: DONATION_LIMIT },
      schema: {
        response: answers({ 201: savedAnswer(monthlyGiftSchema) }, [...refusalsOf('user'), 400, 404, 409, 429, 502]),
      },
    },
    async (request, reply) => {
      const wishes = parseOrThrow(monthlyDonationBody(), request.body ?? {});
      const method = parseOrThrow(renewalMethodBody, request.body ?? {});
      const campaign = await campaignOpenOrThrow(app.db, wishes.campaign_id);
      const plan = await atGateway(() =>
        app.recurring.startPlan(app, request, method, {
          purpose: 'monthly-gift',
          amount: wishes.amount,
          namePrefix: 'DONASI',
          async onCreated(tx, created) {
            await tx.insert(monthlyGifts).values({
              plan_id: created.id,
              campaign_id: campaign.id,
              anonymous: wishes.anonymous,
              on_wall: wishes.on_wall,
              may_mail: wishes.may_mail,
              message: wishes.message || null,
            });
          },
        }),
      );
      const live = plan.state === 'active' || plan.state === 'past_due';
      return reply.status(201).send({
        message: m.monthlyStarted,
        data: {
          id: plan.id,
          amount: plan.amount,
          state: plan.state,
          next_charge_at: live ? plan.next_charge_at.toISOString() : null,
        },
      });
    },
  );

  app.post(
    '/donations/monthly/stop',
    { schema: { response: answers({ 200: messageAnswer }, [400, 404, 409, 502]) } },
    async (request) => {
      const { token } = parseOrThrow(stopMonthlyBody, request.body ?? {});
      const planId = await verifyStopToken(app.db, token);
      if (planId === null) throw badRequest(m.stopLinkInvalid, { token: m.stopLinkInvalid });
      const [plan] = await app.db
        .select()
        .from(recurringPlans)
        .where(and(eq(recurringPlans.id, planId), eq(recurringPlans.purpose, 'monthly-gift')));
      if (!plan) throw notFound(m.stopLinkInvalid);
      await atGateway(() => app.recurring.stopPlan(app, plan, request));
      return { message: m.stopped };
    },
  );
}
