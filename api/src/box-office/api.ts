import type { FastifyInstance } from 'fastify';
import { definePaymentPurpose } from '../payments/index.js';
import { adminListRoutes } from './admin-lists.js';
import { exportRoutes } from './exports.js';
import { holdExtensionRoutes } from './hold-extension.js';
import { ticketOrderActionRoutes } from './order-actions.js';
import { ticketPayment } from './payment-purpose.js';
import { ticketRoutes } from './routes.js';
import { seatingRoutes } from './seating/index.js';
import { voucherCheckRoute } from './voucher-check.js';
import { voucherRoutes } from './voucher-routes.js';
import { waitlistAdminRoutes } from './waitlist/admin-routes.js';
import { waitlistRoutes } from './waitlist/routes.js';

/** The box office: shows, orders, seats, vouchers, the waiting list, the admin's lists and exports. */
export async function boxOfficeApi(app: FastifyInstance) {
  // what a 'ticket' payment pays for: the payments capability applies the provider's word to it
  definePaymentPurpose('ticket', ticketPayment);
  await app.register(adminListRoutes);
  await app.register(exportRoutes);
  await app.register(ticketRoutes);
  await app.register(voucherCheckRoute);
  await app.register(ticketOrderActionRoutes);
  await app.register(holdExtensionRoutes);
  await app.register(seatingRoutes);
  await app.register(waitlistRoutes);
  await app.register(waitlistAdminRoutes);
  await app.register(voucherRoutes);
}
