import type { FastifyInstance } from 'fastify';
import { accountsApi } from './accounts/api.js';
import { audienceApi } from './audience/api.js';
import { auditApi } from './audit/api.js';
import { boxOfficeApi } from './box-office/api.js';
import { contentApi } from './content/api.js';
import { donationsApi } from './donations/api.js';
import { doorApi } from './door/api.js';
import { financeApi } from './finance/api.js';
import { mediaApi } from './media/api.js';
import { membershipApi } from './membership/api.js';
import { operationsApi } from './operations/api.js';
import { paymentsApi } from './payments/api.js';
import { privacyApi } from './privacy/api.js';

/** Everything under /api/v1: each capability registers its own routes (its api.ts; docs/architecture.md). */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(accountsApi);
  await app.register(privacyApi);
  await app.register(mediaApi);
  await app.register(contentApi);
  await app.register(paymentsApi);
  await app.register(membershipApi);
  await app.register(boxOfficeApi);
  await app.register(operationsApi);
  await app.register(audienceApi);
  await app.register(auditApi);
  await app.register(donationsApi);
  await app.register(doorApi);
  await app.register(financeApi);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Alamat tidak ditemukan' }));
}
