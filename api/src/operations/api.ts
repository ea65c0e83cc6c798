import type { FastifyInstance } from 'fastify';
import { runRenewals } from '../membership/index.js';
import { adminStatsRoutes } from './admin-stats.js';
import { testHookRoutes } from './test-hooks.js';

/** Operations: the dashboard's figures, and the test servers' clock hooks (TEST_HOOKS=1 only). */
export async function operationsApi(app: FastifyInstance) {
  await app.register(adminStatsRoutes);
  await app.register(testHookRoutes, { runRenewals });
}
