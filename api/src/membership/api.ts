import type { FastifyInstance } from 'fastify';
import { definePaymentPurpose } from '../payments/index.js';
import { subscriptionCheckoutRoutes } from './checkout-routes.js';
import { subscriptionPayment } from './payment-purpose.js';
import { subscriptionPaymentRoutes } from './payment-routes.js';
import { renewalRoutes } from './renewals/index.js';

/** Membership: the Sahabat checkout, its payments and its renewal. */
export async function membershipApi(app: FastifyInstance) {
  // what a 'subscription' payment pays for: the payments capability applies the provider's word to it
  definePaymentPurpose('subscription', subscriptionPayment);
  await app.register(subscriptionPaymentRoutes);
  await app.register(subscriptionCheckoutRoutes);
  await app.register(renewalRoutes);
}
