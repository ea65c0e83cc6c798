import type { FastifyInstance } from 'fastify';
import { adminAuditRoutes } from './routes.js';

/** The audit log. */
export async function auditApi(app: FastifyInstance) {
  await app.register(adminAuditRoutes);
}
