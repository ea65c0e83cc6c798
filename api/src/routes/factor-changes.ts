import { dataAnswer, factorProofBody, messageAnswer, passkeyOptionsAnswer, securityMessages } from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, refusalsOf } from '../answers.js';
import { audit } from '../audit/record.js';
import { callerOf, requireAccess } from '../auth/access.js';
import { issueChallenge, takeChallenge } from '../auth/factors/challenges.js';
import { checkFactor } from '../auth/factors/check.js';
import { confirmedCount, mustKeepFactor } from '../auth/factors/enrolment.js';
import { authenticationOptions, relyingPartyOf } from '../auth/factors/passkeys.js';
import { renewRecoveryCodes } from '../auth/factors/recovery-codes.js';
import { takeFactorAttempt } from '../auth/login-throttle.js';
import { verifyPassword } from '../auth/passwords.js';
import { findUserById } from '../auth/users-service.js';
import { recoveryCodes, secondFactors } from '../db/schema.js';
import { badRequest, conflict, notFound, parseId } from '../http-error.js';
import type { RouteApp } from './route-app.js';

const asUser = refusalsOf('user');
const guard = { preHandler: requireAccess('user') };
type Proof = z.infer<typeof factorProofBody>;

/**
 * What changing the factors takes: the account's password and a second factor that still works
 * (counted like a login's wrong codes); a failure is recorded. Answers the account.
 */
async function proven(app: RouteApp, request: FastifyRequest, reply: FastifyReply, proof: Proof) {
  const caller = callerOf(request);
  const account = await findUserById(app.db, caller.id);
  if (!account) throw notFound();
  const attempt = await takeFactorAttempt(app.db, reply, request.ip, caller.id);
  const step = proof.challenge ? await takeChallenge(app.db, proof.challenge, 'passkey-proof') : undefined;
  const passwordHolds = await verifyPassword(account.passwordHash, proof.password);
  const factor = passwordHolds
    ? await checkFactor(app, request, caller.id, {
        ...proof,
        challenge: step?.userId === caller.id ? step.challenge : null,
      })
    : null;
  if (!factor) {
    await audit(app.db, request, {
      resource: 'users',
      id: caller.id,
      action: 'second-factor-failed',
      summary: caller.email,
    });
    throw badRequest(
      securityMessages.proofRequired,
      passwordHolds ? { code: securityMessages.wrongCode } : { password: securityMessages.proofRequired },
    );
  }
  await attempt.succeeded();
  return account;
}

/** POST /users/me/passkeys/proof-options: a challenge for one of the account's own passkeys. */
function proofOptionsRoute(app: RouteApp) {
  const declared = answers({ 200: passkeyOptionsAnswer }, asUser);
  app.post('/users/me/passkeys/proof-options', { ...guard, schema: { response: declared } }, async (request) => {
    const caller = callerOf(request);
    const options = await authenticationOptions(app.db, relyingPartyOf(app, request), caller.id);
    return { challenge: await issueChallenge(app.db, 'passkey-proof', caller.id, options.challenge), options };
  });
}

/** POST /users/me/second-factors/:id/remove: with the password and a working factor. */
function removeRoute(app: RouteApp) {
  const declared = answers({ 200: messageAnswer }, [...asUser, 400, 404, 409, 429]);
  app.post(
    '/users/me/second-factors/:id/remove',
    { ...guard, schema: { params: z.object({ id: z.string() }), body: factorProofBody, response: declared } },
    async (request, reply) => {
      const caller = callerOf(request);
      const id = parseId(request.params.id);
      const mine = and(eq(secondFactors.id, id), eq(secondFactors.userId, caller.id));
      const [factor] = await app.db.select().from(secondFactors).where(mine);
      if (!factor) throw notFound(securityMessages.factorNotFound);
      await proven(app, request, reply, request.body);
      await app.db.transaction(async (tx) => {
        const left = (await confirmedCount(tx, caller.id)) - 1;
        if (left < 1 && mustKeepFactor(app, caller)) throw conflict(securityMessages.lastFactorRequired);
        await tx.delete(secondFactors).where(mine);
        // without a factor, recovery codes have nothing to stand in for
        if (left < 1) await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, caller.id));
        await audit(tx, request, {
          resource: 'second_factors',
          id,
          action: 'factor-removed',
          summary: caller.email,
          before: { kind: factor.kind, label: factor.label },
        });
      });
      return { message: securityMessages.factorRemoved };
    },
  );
}

/** POST /users/me/recovery-codes: ten new codes (the old ones stop working), shown once. */
function renewRoute(app: RouteApp) {
  const declared = answers({ 200: dataAnswer(z.object({ recoveryCodes: z.array(z.string()) })) }, [
    ...asUser,
    400,
    409,
    429,
  ]);
  app.post(
    '/users/me/recovery-codes',
    { ...guard, schema: { body: factorProofBody, response: declared } },
    async (request, reply) => {
      const caller = callerOf(request);
      await proven(app, request, reply, request.body);
      const codes = await app.db.transaction(async (tx) => {
        if ((await confirmedCount(tx, caller.id)) === 0) throw conflict(securityMessages.noFactors);
        const renewed = await renewRecoveryCodes(tx, caller.id);
        await audit(tx, request, {
          resource: 'second_factors',
          id: null,
          action: 'factor-added',
          summary: caller.email,
          after: { kind: 'recovery', count: renewed.length },
        });
        return renewed;
      });
      return { message: securityMessages.codesRenewed, data: { recoveryCodes: codes } };
    },
  );
}

/** Removing a second factor and renewing the recovery codes: each needs the password and a factor. */
export const factorChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  proofOptionsRoute(app);
  removeRoute(app);
  renewRoute(app);
};
