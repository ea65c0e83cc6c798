import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../core/audit/record.js';
import type { Db } from '../../core/db/client.js';
import { enqueueFactorEnrolCode } from '../mails.js';
import { authChallenges } from '../schema.js';
import { LONGEST_STEP_MINUTES } from './challenges.js';

/**
 * The mailbox's proof before an account's first second factor: a password alone (perhaps
 * stolen) must not be enough to make the account the thief's. Eight digits, mailed, kept only as a
 * hash, one use; wrong ones are counted with the wrong factor codes.
 */
const PURPOSE = 'enrol-mail';
const normalize = (code: string) => code.replace(/\D/g, '');
const hashOf = (userId: number, code: string) =>
  createHash('sha256')
    .update(`${PURPOSE}:${userId}:${normalize(code)}`)
    .digest('hex');

/** Mails a new code to the account (an earlier one stops working). */
export async function mailEnrolCode(
  db: Db,
  request: FastifyRequest,
  user: { id: number; name: string; email: string },
) {
  const code = String(randomInt(0, 100_000_000)).padStart(8, '0');
  await db.transaction(async (tx) => {
    const mine = and(eq(authChallenges.userId, user.id), eq(authChallenges.purpose, PURPOSE));
    await tx.delete(authChallenges).where(mine);
    const [row] = await tx
      .insert(authChallenges)
      .values({
        tokenHash: hashOf(user.id, code),
        purpose: PURPOSE,
        userId: user.id,
        expiresAt: new Date(Date.now() + LONGEST_STEP_MINUTES * 60_000),
      })
      .returning({ id: authChallenges.id });
    await enqueueFactorEnrolCode(tx, { challengeId: row?.id ?? 0, name: user.name, email: user.email, code });
    await audit(tx, request, { resource: 'users', id: user.id, action: 'factor-code-mailed', summary: user.email });
  });
}

/** Takes the mailed code of `userId` (once): whether it holds. */
export async function takeEnrolCode(db: Db, userId: number, code: string | undefined): Promise<boolean> {
  if (!code || normalize(code).length !== 8) return false;
  const [taken] = await db
    .delete(authChallenges)
    .where(
      and(
        eq(authChallenges.tokenHash, hashOf(userId, code)),
        eq(authChallenges.purpose, PURPOSE),
        eq(authChallenges.userId, userId),
        gt(authChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ id: authChallenges.id });
  return taken !== undefined;
}
