import { tikets } from '@teater/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../audit/record.js';
import type { UserRow } from '../auth/users-service.js';
import { enqueueAccountDeleted } from '../mail/events.js';
import { invalidate } from '../resources/cache.js';
import { type Erased, erasureSteps } from './erasure.js';
import { noticeOf } from './notice.js';
import { BOOKKEEPING_YEARS } from './retention.js';

/**
 * Deletes an account as the rules say (DESIGN.md "Data"): every step of the deletion routine, the
 * final mail and the audit entry in one transaction, then the profile picture. Whoever asks (the
 * member, an admin) gets the same.
 */
export async function deleteAccount(app: FastifyInstance, request: FastifyRequest, account: UserRow): Promise<Erased> {
  const now = new Date();
  const done: Erased = { released: 0, kept: 0, futureTickets: 0 };
  await app.db.transaction(async (tx) => {
    for (const step of erasureSteps) if ('run' in step) await step.run(tx, account, now, done);
    await enqueueAccountDeleted(tx, account, {
      at: now,
      payments: done.kept,
      tickets: done.futureTickets,
      years: BOOKKEEPING_YEARS,
      contact: noticeOf(app.config).controller.email,
    });
    await audit(tx, request, {
      resource: 'users',
      id: account.id,
      action: 'delete',
      before: account,
      summary: account.email,
    });
  });
  await app.media.remove(account.avatar).catch((error: unknown) => app.log.warn(`avatar: ${String(error)}`));
  if (done.released > 0) invalidate(app, tikets.name);
  return done;
}
