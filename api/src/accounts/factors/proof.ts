import type { factorEnrolBody } from '@teater/contract';
import { securityMessages } from '@teater/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { audit } from '../../core/audit/record.js';
import { badRequest, notFound } from '../../core/http-error.js';
import type { RouteApp } from '../../core/route-app.js';
import { callerOf } from '../access.js';
import { takeFactorAttempt } from '../login-throttle.js';
import { verifyPassword } from '../passwords.js';
import { findUserById } from '../users-service.js';
import { takeChallenge } from './challenges.js';
import { checkFactor } from './check.js';
import { confirmedCount } from './enrolment.js';
import { takeEnrolCode } from './mail-proof.js';

export type Proof = z.infer<typeof factorEnrolBody>;

/**
 * What changing the factors takes: the account's password and a second factor that still works
 * (counted like a login's wrong codes). Adding the first factor (`enrolling`, none to show) takes
 * the code mailed to the account instead. A failure is recorded. Answers the account.
 */
export async function proven(
  app: RouteApp,
  request: FastifyRequest,
  reply: FastifyReply,
  proof: Proof,
  enrolling = false,
) {
  const caller = callerOf(request);
  const account = await findUserById(app.db, caller.id);
  if (!account) throw notFound();
  const attempt = await takeFactorAttempt(app, request, reply, caller.id);
  const step = proof.challenge ? await takeChallenge(app.db, proof.challenge, 'passkey-proof') : undefined;
  const passwordHolds = await verifyPassword(account.passwordHash, proof.password);
  const hasFactor = (await confirmedCount(app.db, caller.id)) > 0;
  let holds = false;
  if (passwordHolds && hasFactor) {
    const challenge = step?.userId === caller.id ? step.challenge : null;
    holds = (await checkFactor(app, request, caller.id, { ...proof, challenge })) !== null;
  } else if (passwordHolds && enrolling) {
    holds = await takeEnrolCode(app.db, caller.id, proof.mailCode);
  }
  if (!holds) {
    await audit(app.db, request, {
      resource: 'users',
      id: caller.id,
      action: 'second-factor-failed',
      summary: caller.email,
    });
    const byMail = !hasFactor && enrolling;
    const field: Record<string, string> = !passwordHolds
      ? { password: securityMessages.proofRequired }
      : byMail
        ? { mailCode: securityMessages.wrongMailCode }
        : { code: securityMessages.wrongCode };
    throw badRequest(byMail ? securityMessages.enrolProofRequired : securityMessages.proofRequired, field);
  }
  await attempt.succeeded();
  return account;
}
