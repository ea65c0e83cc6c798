import type { FastifyInstance } from 'fastify';
import { paymentRoutes } from './routes.js';
import { sandboxRecurringRoutes } from './sandbox-recurring-routes.js';
import { sandboxReportRoutes } from './sandbox-report-routes.js';

/** Payments: the provider's webhook, the sandbox's checkout, its recurring protocol and its dashboard's reports. */
export async function paymentsApi(app: FastifyInstance) {
  await app.register(paymentRoutes);
  await app.register(sandboxRecurringRoutes);
  await app.register(async (reports) => sandboxReportRoutes(reports));
}
