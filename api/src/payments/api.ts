import type { FastifyInstance } from 'fastify';
import { paymentRoutes } from './routes.js';
import { sandboxRecurringRoutes } from './sandbox-recurring-routes.js';

/** Payments: the provider's webhook, the sandbox's checkout and its recurring protocol. */
export async function paymentsApi(app: FastifyInstance) {
  await app.register(paymentRoutes);
  await app.register(sandboxRecurringRoutes);
}
