import {
  dataAnswer,
  factorAddedSchema,
  factorEnrolBody,
  httpMessages,
  messageAnswer,
  passkeyOptionsAnswer,
  passkeyRegisterBody,
  securityMessages,
  securityStateSchema,
  totpConfirmBody,
  totpSetupSchema,
} from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { answers, refusalsOf } from '../core/answers.js';
import { audit } from '../core/audit/record.js';
import { badRequest, conflict, HttpError, notFound } from '../core/http-error.js';
import { countHit } from '../core/rate-limit-store.js';
import type { RouteApp } from '../core/route-app.js';
import { callerOf, requireAccess } from './access.js';
import { findChallenge, issueChallenge, takeChallenge } from './factors/challenges.js';
import { factorsOf } from './factors/check.js';
import { addFactor, confirmedCount, factorOf, mustKeepFactor } from './factors/enrolment.js';
import { mailEnrolCode } from './factors/mail-proof.js';
import { registrationOptions, relyingPartyOf, verifiedRegistration } from './factors/passkeys.js';
import { proven } from './factors/proof.js';
import { recoveryCodesLeft } from './factors/recovery-codes.js';
import { newTotpSecret, stepOf } from './factors/totp.js';
import { takeFactorAttempt } from './login-throttle.js';
import { secondFactors, sessions } from './schema.js';

const asUser = refusalsOf('user');
const guard = { preHandler: requireAccess('user') };
const added = answers({ 201: dataAnswer(factorAddedSchema) }, [...asUser, 400, 404, 429]);
/** starting a setup: refused without the proof (400), or while wrong proofs lock the address (429) */
const proofRefusals = [...asUser, 400, 429] as const;
const wrongCode = () => badRequest(securityMessages.wrongCode, { code: securityMessages.wrongCode });

/** A few codes an hour per account, whichever session asks: a mailbox is not to be flooded. */
async function takeMailCodeTurn(db: RouteApp['db'], reply: FastifyReply, userId: number) {
  const { hits, ttl } = await countHit(db, `2fa-mail|${userId}`, 60 * 60_000);
  if (hits <= 5) return;
  reply.header('retry-after', Math.ceil(ttl / 1000));
  throw new HttpError(429, httpMessages.rateLimited);
}

/** POST /users/me/factor-mail-code: the code that proves the mailbox before the first factor. */
function mailCodeRoute(app: RouteApp) {
  const declared = answers({ 200: messageAnswer }, [...asUser, 409, 429]);
  app.post('/users/me/factor-mail-code', { ...guard, schema: { response: declared } }, async (request, reply) => {
    const caller = callerOf(request);
    if ((await confirmedCount(app.db, caller.id)) > 0) throw conflict(securityMessages.mailCodeNotNeeded);
    await takeMailCodeTurn(app.db, reply, caller.id);
    await mailEnrolCode(app.db, request, caller);
    return { message: securityMessages.mailCodeSent };
  });
}

/** GET /users/me/security: the account's factors, its recovery codes left, what this session showed. */
function stateRoute(app: RouteApp) {
  const declared = answers({ 200: dataAnswer(securityStateSchema) }, asUser);
  app.get('/users/me/security', { ...guard, schema: { response: declared } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const caller = callerOf(request);
    const [session] = request.sessionId
      ? await app.db.select().from(sessions).where(eq(sessions.id, request.sessionId))
      : [];
    const factor = session?.secondFactor;
    return {
      data: {
        factors: (await factorsOf(app, caller.id)).map(factorOf),
        recoveryCodesLeft: await recoveryCodesLeft(app.db, caller.id),
        required: mustKeepFactor(app, caller),
        sessionFactor: factor === 'totp' || factor === 'passkey' || factor === 'recovery' ? factor : null,
      },
    };
  });
}

/**
 * An authenticator app: a secret to scan (waiting, unsaved, with the setup's token), then its first
 * code confirms it and the factor is saved.
 */
function totpRoutes(app: RouteApp) {
  const setup = answers({ 201: dataAnswer(totpSetupSchema) }, proofRefusals);
  app.post(
    '/users/me/totp',
    { ...guard, schema: { body: factorEnrolBody, response: setup } },
    async (request, reply) => {
      const caller = callerOf(request);
      await proven(app, request, reply, request.body, true);
      const { secret, uri } = newTotpSecret(app.config.SITE_NAME, caller.email);
      const token = await issueChallenge(app.db, 'totp-setup', caller.id, secret);
      const data = { token, secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/users/me/totp/confirm',
    { ...guard, schema: { body: totpConfirmBody, response: added } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { token, code, label } = request.body;
      const setup = await findChallenge(app.db, token, 'totp-setup');
      if (!setup?.challenge || setup.userId !== caller.id) throw notFound(securityMessages.factorNotFound);
      const attempt = await takeFactorAttempt(app, request, reply, caller.id);
      const step = stepOf(setup.challenge, code);
      if (step === null) {
        await audit(app.db, request, {
          resource: 'users',
          id: caller.id,
          action: 'second-factor-failed',
          summary: caller.email,
        });
        throw wrongCode();
      }
      if (!(await takeChallenge(app.db, token, 'totp-setup'))) throw notFound(securityMessages.factorNotFound);
      await attempt.succeeded();
      const values = {
        userId: caller.id,
        kind: 'totp' as const,
        label: label || securityMessages.totp,
        totpSecret: setup.challenge,
        totpLastStep: step,
        lastUsedAt: new Date(),
      };
      const confirmed = await addFactor(app, request, caller, async (tx) => {
        const [saved] = await tx.insert(secondFactors).values(values).returning();
        return saved;
      });
      return reply.status(201).send({ data: confirmed });
    },
  );
}

/** A passkey: options with a challenge, then the device's answer to it. */
function passkeyRoutes(app: RouteApp) {
  const options = answers({ 200: passkeyOptionsAnswer }, proofRefusals);
  app.post(
    '/users/me/passkeys/options',
    { ...guard, schema: { body: factorEnrolBody, response: options } },
    async (request, reply) => {
      const caller = callerOf(request);
      await proven(app, request, reply, request.body, true);
      const created = await registrationOptions(app.db, relyingPartyOf(app, request), caller);
      const challenge = await issueChallenge(app.db, 'passkey-register', caller.id, created.challenge);
      return { challenge, options: created };
    },
  );

  app.post(
    '/users/me/passkeys',
    { ...guard, schema: { body: passkeyRegisterBody, response: added } },
    async (request, reply) => {
      const caller = callerOf(request);
      const step = await takeChallenge(app.db, request.body.challenge, 'passkey-register');
      if (!step?.challenge || step.userId !== caller.id) throw badRequest(securityMessages.passkeyFailed);
      const passkey = await verifiedRegistration(relyingPartyOf(app, request), step.challenge, request.body.passkey);
      if (!passkey) throw badRequest(securityMessages.passkeyFailed);
      const label = request.body.label || securityMessages.passkey;
      const confirmed = await addFactor(app, request, caller, async (tx) => {
        const values = { userId: caller.id, kind: 'passkey' as const, label, ...passkey };
        const [saved] = await tx.insert(secondFactors).values(values).returning();
        return saved;
      });
      return reply.status(201).send({ data: confirmed });
    },
  );
}

/**
 * The signed-in account's own second factors: what it has, and adding an app or a passkey (with
 * the password and a working factor, or the mailed code for the first one).
 */
export const ownFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  stateRoute(app);
  mailCodeRoute(app);
  totpRoutes(app);
  passkeyRoutes(app);
};
