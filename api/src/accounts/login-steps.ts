import {
  loginAnswer,
  passkeyLoginBody,
  passkeyOptionsAnswer,
  passkeyOptionsBody,
  secondFactorLoginBody,
  securityMessages,
} from '@teater/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../core/answers.js';
import { audit } from '../core/audit/record.js';
import { HttpError } from '../core/http-error.js';
import type { RouteApp } from '../core/route-app.js';
import { findChallenge, issueChallenge, setChallenge, takeChallenge } from './factors/challenges.js';
import { checkFactor } from './factors/check.js';
import { authenticationOptions, relyingPartyOf, verifiedAssertion } from './factors/passkeys.js';
import { takeFactorAttempt, takeLoginAttempt } from './login-throttle.js';
import { openSession } from './open-session.js';
import { findUserById } from './users-service.js';

const declared = {
  login: answers({ 200: loginAnswer }, [400, 401, 429]),
  options: answers({ 200: passkeyOptionsAnswer }, [400, 401]),
};
const refused = (message: string) => new HttpError(401, message);

/** A wrong second factor is a security event: recorded for the account it was tried on. */
async function recordFailure(app: RouteApp, request: FastifyRequest, user: { id: number; email: string }) {
  const row = await findUserById(app.db, user.id);
  await audit(app.db, request, {
    resource: 'users',
    id: user.id,
    action: 'second-factor-failed',
    summary: user.email,
    actor: row ?? null,
  });
}

/** POST /users/login/second-factor: the password's step and a code (app or recovery) or a passkey. */
function secondStepRoute(app: RouteApp) {
  app.post(
    '/users/login/second-factor',
    { schema: { body: secondFactorLoginBody, response: declared.login } },
    async (request, reply) => {
      const { token, code, passkey } = request.body;
      const step = await findChallenge(app.db, token, 'login');
      const user = step?.userId ? await findUserById(app.db, step.userId) : undefined;
      if (!step || !user) throw refused(securityMessages.loginExpired);
      const attempt = await takeFactorAttempt(app, request, reply, user.id);
      const used = await checkFactor(app, request, user.id, { code, passkey, challenge: step.challenge });
      if (!used) {
        await recordFailure(app, request, user);
        throw refused(code || passkey ? securityMessages.wrongCode : securityMessages.codeRequired);
      }
      // one use of the step: a second request with the same token finds nothing
      if (!(await takeChallenge(app.db, token, 'login'))) throw refused(securityMessages.loginExpired);
      await attempt.succeeded();
      return openSession(app, request, reply, user, { method: 'password', secondFactor: used });
    },
  );
}

/**
 * POST /users/login/passkey/options: a WebAuthn challenge for the account of a login in progress
 * (its `token`), or for any of this site's passkeys (a login with the passkey alone).
 */
function passkeyOptionsRoute(app: RouteApp) {
  app.post(
    '/users/login/passkey/options',
    { schema: { body: passkeyOptionsBody, response: declared.options } },
    async (request) => {
      const rp = relyingPartyOf(app, request);
      const { token } = request.body;
      if (token) {
        const step = await findChallenge(app.db, token, 'login');
        if (!step?.userId) throw refused(securityMessages.loginExpired);
        const options = await authenticationOptions(app.db, rp, step.userId);
        await setChallenge(app.db, step.id, options.challenge);
        return { challenge: token, options };
      }
      const options = await authenticationOptions(app.db, rp, null);
      return { challenge: await issueChallenge(app.db, 'passkey-login', null, options.challenge), options };
    },
  );
}

/** POST /users/login/passkey: the whole login with a passkey (verified on the device: two factors). */
function passkeyLoginRoute(app: RouteApp) {
  app.post(
    '/users/login/passkey',
    { schema: { body: passkeyLoginBody, response: declared.login } },
    async (request, reply) => {
      const attempt = await takeLoginAttempt(app.db, reply, request.ip, 'passkey');
      const step = await takeChallenge(app.db, request.body.challenge, 'passkey-login');
      if (!step?.challenge) throw refused(securityMessages.loginExpired);
      const rp = relyingPartyOf(app, request);
      const factor = await verifiedAssertion(app.db, rp, step.challenge, request.body.passkey, null);
      const user = factor ? await findUserById(app.db, factor.userId) : undefined;
      if (!user) throw refused(securityMessages.passkeyUnknown);
      await attempt.succeeded();
      return openSession(app, request, reply, user, { method: 'passkey', secondFactor: 'passkey' });
    },
  );
}

/** The steps of a login beyond the password: the second factor, and passkeys. */
export const loginStepRoutes: FastifyPluginAsyncZod = async (app) => {
  secondStepRoute(app);
  passkeyOptionsRoute(app);
  passkeyLoginRoute(app);
};
