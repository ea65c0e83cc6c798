import type { FastifyInstance } from 'fastify';
import { breachRoutes } from './breach-routes.js';
import { consentRoutes } from './consent-routes.js';
import { myDataRoutes } from './my-data-routes.js';

/** Personal data: consents, my data, breaches. */
export async function privacyApi(app: FastifyInstance) {
  await app.register(consentRoutes);
  await app.register(myDataRoutes);
  await app.register(breachRoutes);
}
