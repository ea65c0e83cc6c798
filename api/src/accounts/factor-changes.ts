import { dataAnswer, factorProofBody, messageAnswer, passkeyOptionsAnswer, securityMessages } from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, refusalsOf } from '../core/answers.js';
import { audit } from '../core/audit/record.js';
import { conflict, notFound, parseId } from '../core/http-error.js';
import type { RouteApp } from '../core/route-app.js';
import { callerOf, requireAccess } from './access.js';
import { issueChallenge } from './factors/challenges.js';
import { confirmedCount, mustKeepFactor } from './factors/enrolment.js';
import { authenticationOptions, relyingPartyOf } from './factors/passkeys.js';
import { proven } from './factors/proof.js';
import { renewRecoveryCodes } from './factors/recovery-codes.js';
import { recoveryCodes, secondFactors } from './schema.js';

const asUser = refusalsOf('user');
const guard = { preHandler: requireAccess('user') };
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
