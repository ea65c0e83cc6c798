import { type Factor, isAdminRole } from '@teater/contract';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../../core/audit/record.js';
import type { Tx } from '../../core/db/client.js';
import { secondFactors, sessions } from '../schema.js';
import type { SessionUser } from '../sessions.js';
import { renewRecoveryCodes } from './recovery-codes.js';

type FactorRow = typeof secondFactors.$inferSelect;

export const factorOf = (row: FactorRow): Factor => ({
  id: row.id,
  kind: row.kind,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The account's role as it is, also while its session waits for the second factor. */
export const realRoleOf = (user: SessionUser) => user.staffRole ?? user.role;

/** Whether the site requires this account to keep a second factor (staff, STAFF_SECOND_FACTOR=required). */
export const mustKeepFactor = (app: FastifyInstance, user: SessionUser) =>
  app.config.STAFF_SECOND_FACTOR === 'required' && isAdminRole(realRoleOf(user));

export async function confirmedCount(db: Tx | FastifyInstance['db'], userId: number) {
  const [row] = await db.select({ n: count() }).from(secondFactors).where(eq(secondFactors.userId, userId));
  return row?.n ?? 0;
}

/**
 * What follows a factor's confirmation, in its transaction (`save` writes the factor): the
 * account's first factor brings its ten recovery codes (shown once), the session it was added in
 * counts as shown that factor, and the audit log records it. The first factor also ends every other
 * session of the account opened with the password alone: one opened by someone who has the
 * password must not outlive the owner's enrolment.
 */
export function addFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  user: SessionUser,
  save: (tx: Tx) => Promise<FactorRow | undefined>,
) {
  return app.db.transaction(async (tx) => {
    const first = (await confirmedCount(tx, user.id)) === 0;
    const factor = await save(tx);
    if (!factor) throw new Error('the factor was not saved');
    const recoveryCodes = first ? await renewRecoveryCodes(tx, user.id) : null;
    if (request.sessionId) {
      await tx.update(sessions).set({ secondFactor: factor.kind }).where(eq(sessions.id, request.sessionId));
    }
    const ended = first ? await endPasswordOnlySessions(tx, user.id, request.sessionId ?? 0) : [];
    await audit(tx, request, {
      resource: 'second_factors',
      id: factor.id,
      action: 'factor-added',
      summary: user.email,
      after: { kind: factor.kind, label: factor.label },
    });
    if (ended.length > 0) {
      await audit(tx, request, {
        resource: 'users',
        id: user.id,
        action: 'sessions-ended',
        summary: user.email,
        before: { sessions: ended.map((row) => row.id) },
      });
    }
    return { factor: factorOf(factor), recoveryCodes };
  });
}

/** The account's sessions without a second factor, but `keepId`'s, end; answers their ids. */
const endPasswordOnlySessions = (tx: Tx, userId: number, keepId: number) =>
  tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.secondFactor), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
