import { paymentMessages, paymentOutcomeSchema, savedAnswer } from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import { answers } from '../core/answers.js';
import { sandboxCheckoutRoutes } from './sandbox-routes.js';
import { handleWebhook } from './webhook.js';

const declared = {
  webhook: answers({ 200: savedAnswer(paymentOutcomeSchema) }, [400, 401, 404, 429]),
};

/** Spec 7 Payment: the provider's webhook and the sandbox's checkout (membership/payment-routes.ts: the subscription's). */
export async function paymentRoutes(app: FastifyInstance) {
  sandboxCheckoutRoutes(app);
  // Anyone may call it (the provider has no session); what it carries is verified, never trusted.
  app.post(
    '/payment/webhook',
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } }, schema: { response: declared.webhook } },
    async (request) => {
      const outcome = await handleWebhook(app, request.body, request);
      return { message: paymentMessages.received, data: outcome };
    },
  );
}
