import {
  authMessages,
  dataAnswer,
  loginAnswerSchema,
  loginBody,
  messageAnswer,
  savedAnswer,
  signupBody,
  updatePasswordBody,
  userSchema,
} from '@teater/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, refusalsOf } from '../answers.js';
import { callerOf, requireAccess } from '../auth/access.js';
import { takeLoginAttempt } from '../auth/login-throttle.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../auth/passwords.js';
import { createSession, endOtherSessions, endSession } from '../auth/sessions.js';
import { createAccount, emailTaken, findUserByEmail, findUserById, toUser, updateUser } from '../auth/users-service.js';
import { badRequest, forbidden, notFound } from '../http-error.js';
import { clearSessionCookies, setSessionCookies } from '../plugins/auth.js';
import { SIGNUP_LIMIT } from '../plugins/rate-limits.js';
import { recordRegistrationConsents } from '../privacy/consents.js';
import { noticeOf } from '../privacy/notice.js';
import { withdrawSigner } from '../privacy/withdraw-link.js';
import type { RouteApp } from './route-app.js';

/** A visitor's own account: sign up, log in and out, read it, change its password. */
const declared = {
  signup: answers({ 201: savedAnswer(userSchema) }, [400, 409]),
  login: answers({ 200: loginAnswerSchema }, [400, 401, 429]),
  logout: answers({ 200: messageAnswer }),
  me: answers({ 200: dataAnswer(userSchema) }, [...refusalsOf('user'), 400, 404]),
  password: answers({ 200: messageAnswer }, [...refusalsOf('user'), 400, 404]),
};

function signupRoute(app: RouteApp) {
  app.post(
    '/users/signup',
    { schema: { body: signupBody, response: declared.signup }, config: { rateLimit: SIGNUP_LIMIT } },
    async (request, reply) => {
      const { name, email, password, announcements } = request.body;
      if (await findUserByEmail(app.db, email)) throw emailTaken();
      const notice = noticeOf(app.config);
      const versions = { terms: notice.termsVersion, privacy: notice.version };
      // The account, its consents and its welcome mail exist together, or none does.
      const row = await createAccount(
        app.db,
        { name, email, passwordHash: await hashPassword(password) },
        {
          record: (tx, account) =>
            recordRegistrationConsents(tx, account.id, { versions, announcements, ip: request.ip }),
          withdrawLinks: announcements ? await withdrawSigner(app) : undefined,
        },
      );
      return reply.status(201).send({ message: authMessages.registered, data: toUser(row) });
    },
  );
}

function loginRoutes(app: RouteApp) {
  const { db } = app;
  const secureCookies = app.config.PUBLIC_URL?.startsWith('https://') ?? false;
  app.post('/users/login', { schema: { body: loginBody, response: declared.login } }, async (request, reply) => {
    const { email, password } = request.body;
    const attempt = await takeLoginAttempt(db, reply, request.ip, email);
    const row = await findUserByEmail(db, email);
    if (!row) {
      await verifyAgainstNothing(password);
      return reply.status(401).send({ message: authMessages.badCredentials });
    }
    if (!(await verifyPassword(row.passwordHash, password))) {
      return reply.status(401).send({ message: authMessages.badCredentials });
    }
    await attempt.succeeded();
    const session = await createSession(db, row.id, app.config.SESSION_DAYS);
    setSessionCookies(reply, { token: session.token, expiresAt: session.expiresAt, user: row, secure: secureCookies });
    return { token: session.token, data: { user: { id: row.id, role: row.role, name: row.name, email: row.email } } };
  });

  app.post('/users/logout', { schema: { response: declared.logout } }, async (request, reply) => {
    if (request.sessionId) await endSession(db, request.sessionId);
    clearSessionCookies(reply);
    return { message: authMessages.loggedOut };
  });
}

function ownAccountRoutes(app: RouteApp) {
  const { db } = app;
  app.get('/users/me', { preHandler: requireAccess('user'), schema: { response: declared.me } }, async (request) => {
    const row = await findUserById(db, callerOf(request).id);
    if (!row) throw notFound();
    return { data: toUser(row) };
  });

  app.post(
    '/users/update-password',
    { preHandler: requireAccess('user'), schema: { body: updatePasswordBody, response: declared.password } },
    async (request) => {
      const caller = callerOf(request);
      const { id, password_current, password } = request.body;
      if (id !== undefined && id !== caller.id) throw forbidden(authMessages.ownRecordOnly);
      const row = await findUserById(db, caller.id);
      if (!row) throw notFound();
      if (!(await verifyPassword(row.passwordHash, password_current))) {
        throw badRequest(authMessages.wrongCurrentPassword, { password_current: authMessages.wrongCurrentPassword });
      }
      await updateUser(db, caller.id, { passwordHash: await hashPassword(password) });
      await endOtherSessions(db, caller.id, request.sessionId);
      return { message: authMessages.passwordChanged };
    },
  );
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  signupRoute(app);
  loginRoutes(app);
  ownAccountRoutes(app);
};
