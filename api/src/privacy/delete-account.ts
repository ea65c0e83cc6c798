import { privacyMessages, tikets } from '@teater/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../accounts/index.js';
import { enqueueAccountDeleted } from '../audience/index.js';
import { invalidate } from '../content/index.js';
import { audit } from '../core/audit/record.js';
import { errorText } from '../core/log-errors.js';
import { forgetPlansOf } from '../membership/index.js';
import { recurringOf } from '../payments/index.js';
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
  // saved cards and GoPay links are disabled at the gateway before they are forgotten here
  await forgetPlansOf(app, account.id, recurringOf(app));
  await app.db.transaction(async (tx) => {
    for (const step of erasureSteps) if ('run' in step) await step.run(tx, account, now, done);
    await enqueueAccountDeleted(tx, account, {
      at: now,
      payments: done.kept,
      tickets: done.futureTickets,
      years: BOOKKEEPING_YEARS,
      contact: noticeOf(app.config).controller.email,
    });
    // the entry of the deletion itself names the account by its id only (decision 027); a member
    // deleting their own account is no more named as the one who did it
    const self = request.user?.id === account.id;
    await audit(tx, request, {
      resource: 'users',
      id: account.id,
      action: 'delete',
      before: { role: account.role, createdAt: account.createdAt },
      summary: privacyMessages.deletedName,
      ...(self && { actor: { id: account.id, role: account.role, name: privacyMessages.deletedName, email: null } }),
    });
  });
  await app.media.remove(account.avatar).catch((error: unknown) => app.log.warn(`avatar: ${errorText(error)}`));
  if (done.released > 0) invalidate(app, tikets.name);
  return done;
}
