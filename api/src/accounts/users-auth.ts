import {
  authMessages,
  dataAnswer,
  loginAnswer,
  loginBody,
  meSchema,
  messageAnswer,
  savedAnswer,
  signupBody,
  updatePasswordBody,
  userSchema,
} from '@teater/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, refusalsOf } from '../core/answers.js';
import { audit } from '../core/audit/record.js';
import { badRequest, forbidden, notFound } from '../core/http-error.js';
import { SIGNUP_LIMIT } from '../core/rate-limits.js';
import type { RouteApp } from '../core/route-app.js';
import { assertFactorShown, callerOf, requireAccess } from './access.js';
import { clearSessionCookies } from './auth-plugin.js';
import { recordRegistrationConsents } from './consents.js';
import { issueChallenge } from './factors/challenges.js';
import { methodsOf } from './factors/check.js';
import { takeLoginAttempt } from './login-throttle.js';
import { openSession } from './open-session.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.js';
import { endOtherSessions, endSession } from './sessions.js';
import { createAccount, emailTaken, findUserByEmail, findUserById, toUser, updateUser } from './users-service.js';
import { withdrawSigner } from './withdraw-link.js';

/** A visitor's own account: sign up, log in and out, read it, change its password. */
const declared = {
  signup: answers({ 201: savedAnswer(userSchema) }, [400, 409]),
  login: answers({ 200: loginAnswer }, [400, 401, 429]),
  logout: answers({ 200: messageAnswer }),
  me: answers({ 200: dataAnswer(meSchema) }, [...refusalsOf('user'), 400, 404]),
  password: answers({ 200: messageAnswer }, [...refusalsOf('user'), 400, 404]),
};

function signupRoute(app: RouteApp) {
  app.post(
    '/users/signup',
    { schema: { body: signupBody, response: declared.signup }, config: { rateLimit: SIGNUP_LIMIT } },
    async (request, reply) => {
      const { name, email, password, announcements } = request.body;
      if (await findUserByEmail(app.db, email)) throw emailTaken();
      const versions = app.accountPrivacy.noticeVersions();
      // The account, its consents, its audit entry and its welcome mail exist together, or none does.
      const row = await createAccount(
        app.db,
        { name, email, passwordHash: await hashPassword(password) },
        async (tx, created) => {
          await recordRegistrationConsents(tx, created.id, { versions, announcements, ip: request.ip });
          await audit(tx, request, {
            resource: 'users',
            id: created.id,
            action: 'signup',
            after: created,
            actor: created,
          });
        },
        announcements ? await withdrawSigner(app) : undefined,
      );
      return reply.status(201).send({ message: authMessages.registered, data: toUser(row) });
    },
  );
}

function loginRoutes(app: RouteApp) {
  const { db } = app;
  app.post('/users/login', { schema: { body: loginBody, response: declared.login } }, async (request, reply) => {
    const { email, password } = request.body;
    const attempt = await takeLoginAttempt(db, reply, request.ip, email);
    const row = await findUserByEmail(db, email);
    if (!row) {
      await verifyAgainstNothing(password);
      return reply.status(401).send({ message: authMessages.badCredentials });
    }
    if (!(await verifyPassword(row.passwordHash, password))) {
      // the account's login history (and the "Login gagal" filter) shows the failed try, as the
      // privacy notice says; what was typed is not kept. The throttle above bounds a flood of them.
      await audit(db, request, {
        resource: 'users',
        id: row.id,
        action: 'login-failed',
        summary: row.email,
        actor: row,
      });
      return reply.status(401).send({ message: authMessages.badCredentials });
    }
    await attempt.succeeded();
    // An account with a second factor gets the next step, not a session.
    const methods = await methodsOf(app, row.id);
    if (methods.length > 0) return { second_factor: { token: await issueChallenge(db, 'login', row.id), methods } };
    return openSession(app, request, reply, row, { method: 'password', secondFactor: null });
  });

  app.post('/users/logout', { schema: { response: declared.logout } }, async (request, reply) => {
    const { sessionId } = request;
    if (sessionId) {
      await db.transaction(async (tx) => {
        await endSession(tx, sessionId);
        await audit(tx, request, { resource: 'sessions', id: sessionId, action: 'logout' });
      });
    }
    clearSessionCookies(reply);
    return { message: authMessages.loggedOut };
  });
}

function ownAccountRoutes(app: RouteApp) {
  const { db } = app;
  app.get('/users/me', { preHandler: requireAccess('user'), schema: { response: declared.me } }, async (request) => {
    const caller = callerOf(request);
    const row = await findUserById(db, caller.id);
    if (!row) throw notFound();
    return { data: { ...toUser(row), needsSecondFactor: caller.needsSecondFactor ?? false } };
  });

  app.post(
    '/users/update-password',
    { preHandler: requireAccess('user'), schema: { body: updatePasswordBody, response: declared.password } },
    async (request) => {
      const caller = callerOf(request);
      assertFactorShown(caller);
      const { id, password_current, password } = request.body;
      if (id !== undefined && id !== caller.id) throw forbidden(authMessages.ownRecordOnly);
      const row = await findUserById(db, caller.id);
      if (!row) throw notFound();
      if (!(await verifyPassword(row.passwordHash, password_current))) {
        throw badRequest(authMessages.wrongCurrentPassword, { password_current: authMessages.wrongCurrentPassword });
      }
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await updateUser(tx, caller.id, { passwordHash });
        await endOtherSessions(tx, caller.id, request.sessionId);
        await audit(tx, request, { resource: 'users', id: caller.id, action: 'password-changed', summary: row.email });
      });
      return { message: authMessages.passwordChanged };
    },
  );
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  signupRoute(app);
  loginRoutes(app);
  ownAccountRoutes(app);
};
