import type { FastifyInstance } from 'fastify';
import { adminStatsRoutes } from './admin-stats.js';

/** Operations: the dashboard's figures. */
export async function operationsApi(app: FastifyInstance) {
  await app.register(adminStatsRoutes);
}
