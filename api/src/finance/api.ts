import type { FastifyInstance } from 'fastify';
import { accountRoutes, journalRoutes } from './journal/routes.js';
import { reportRoutes } from './reports/routes.js';
import { settlementsApi } from './settlements/api.js';

/** Finance: the money reports, the books' exports and their account mapping, Midtrans' settlements (issue 47). */
export async function financeApi(app: FastifyInstance) {
  await app.register(reportRoutes);
  await app.register(journalRoutes);
  await app.register(accountRoutes);
  await app.register(settlementsApi);
}
