import {
  adminUserCreateBody,
  adminUserPatchBody,
  authMessages,
  dataAnswer,
  httpMessages,
  isAdminRole,
  loginAnswerSchema,
  loginBody,
  messageAnswer,
  pageAnswer,
  profilePatchBody,
  savedAnswer,
  signupBody,
  tikets,
  uiMessages,
  updatePasswordBody,
  userSchema,
} from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, refusalsOf } from '../answers.js';
import { callerOf, requireAccess } from '../auth/access.js';
import { takeLoginAttempt } from '../auth/login-throttle.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../auth/passwords.js';
import type { SessionUser } from '../auth/sessions.js';
import { createSession, endOtherSessions, endSession } from '../auth/sessions.js';
import { usersListSource } from '../auth/users-list.js';
import {
  emailTakenByOther,
  findUserByEmail,
  findUserById,
  isLastSuperadmin,
  subscriptionTimeFrom,
  toUser,
  type UserRow,
  updateUser,
} from '../auth/users-service.js';
import { users } from '../db/schema.js';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound, parseId, parseOrThrow } from '../http-error.js';
import { enqueueWelcome } from '../mail/events.js';
import { cancelHoldsOf } from '../payments/ticket-stock.js';
import { clearSessionCookies, setSessionCookies } from '../plugins/auth.js';
import { SIGNUP_LIMIT } from '../plugins/rate-limits.js';
import { invalidate } from '../resources/cache.js';
import { listWhere, parseListQuery, runPage } from '../resources/list-query.js';

const idParams = z.object({ id: z.string() });
const asUser = refusalsOf('user');
const asAdmin = refusalsOf('admin');
const declared = {
  signup: answers({ 201: savedAnswer(userSchema) }, [400, 409]),
  login: answers({ 200: loginAnswerSchema }, [400, 401, 429]),
  logout: answers({ 200: messageAnswer }),
  one: answers({ 200: dataAnswer(userSchema) }, [...asUser, 400, 404]),
  list: answers({ 200: pageAnswer(userSchema) }, [...asAdmin, 400]),
  create: answers({ 201: dataAnswer(userSchema) }, [...asAdmin, 400, 409]),
  patch: answers({ 200: savedAnswer(userSchema) }, [...asUser, 400, 404, 409]),
  password: answers({ 200: messageAnswer }, [...asUser, 400, 404]),
  remove: answers({ 200: messageAnswer }, [...asAdmin, 400, 404]),
};
const emailTaken = () => conflict(authMessages.emailTaken, { email: authMessages.emailTaken });

/** Admins manage role-`user` accounts; only a superadmin touches admin accounts or grants admin roles. */
function assertMayManage(caller: SessionUser, target: UserRow | { role: string }, newRole?: string) {
  if (caller.role === 'superadmin') return;
  if (!isAdminRole(caller.role)) throw forbidden(authMessages.ownRecordOnly);
  const touchesAdmin = isAdminRole(target.role) || (newRole !== undefined && isAdminRole(newRole));
  if (touchesAdmin) throw forbidden(authMessages.adminOnlySuperadmin);
}

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const secureCookies = app.config.PUBLIC_URL?.startsWith('https://') ?? false;

  app.post(
    '/users/signup',
    { schema: { body: signupBody, response: declared.signup }, config: { rateLimit: SIGNUP_LIMIT } },
    async (request, reply) => {
      const { name, email, password } = request.body;
      if (await findUserByEmail(db, email)) throw emailTaken();
      try {
        const passwordHash = await hashPassword(password);
        // The account and its welcome mail exist together, or neither does.
        const row = await db.transaction(async (tx) => {
          const [created] = await tx.insert(users).values({ name, email, passwordHash }).returning();
          if (!created) throw new Error('insert returned nothing');
          await enqueueWelcome(tx, created);
          return created;
        });
        return reply.status(201).send({ message: authMessages.registered, data: toUser(row) });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },
  );

  app.post(
    '/users/login',
    {
      schema: { body: loginBody, response: declared.login },
    },
    async (request, reply) => {
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
      setSessionCookies(reply, {
        token: session.token,
        expiresAt: session.expiresAt,
        user: row,
        secure: secureCookies,
      });
      return { token: session.token, data: { user: { id: row.id, role: row.role, name: row.name, email: row.email } } };
    },
  );

  app.post('/users/logout', { schema: { response: declared.logout } }, async (request, reply) => {
    if (request.sessionId) await endSession(db, request.sessionId);
    clearSessionCookies(reply);
    return { message: authMessages.loggedOut };
  });

  app.get('/users/me', { preHandler: requireAccess('user'), schema: { response: declared.one } }, async (request) => {
    const row = await findUserById(db, callerOf(request).id);
    if (!row) throw notFound();
    return { data: toUser(row) };
  });

  app.get(
    '/users',
    { preHandler: requireAccess('admin'), schema: { response: declared.list } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const params = parseListQuery(usersListSource, request.query);
      const where = listWhere(usersListSource, params);
      const select = db.select().from(users).where(where).$dynamic();
      return runPage(
        usersListSource,
        params,
        select,
        () => db.$count(users, where),
        (rows) => rows.map(toUser),
      );
    },
  );

  app.post(
    '/users',
    { preHandler: requireAccess('admin'), schema: { body: adminUserCreateBody, response: declared.create } },
    async (request, reply) => {
      const caller = callerOf(request);
      const body = request.body;
      assertMayManage(caller, { role: 'user' }, body.role);
      if (await findUserByEmail(db, body.email)) throw emailTaken();
      const subscriptionTime = subscriptionTimeFrom(body, null) ?? null;
      try {
        const values = {
          name: body.name ?? body.email.split('@')[0] ?? body.email,
          email: body.email,
          role: body.role,
          passwordHash: await hashPassword(body.password),
          subscription_time: subscriptionTime,
        };
        const row = await db.transaction(async (tx) => {
          const [created] = await tx.insert(users).values(values).returning();
          if (!created) throw new Error('insert returned nothing');
          await enqueueWelcome(tx, created);
          return created;
        });
        return reply.status(201).send({ data: toUser(row) });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },
  );

  app.get(
    '/users/:id',
    { preHandler: requireAccess('user'), schema: { params: idParams, response: declared.one } },
    async (request) => {
      const caller = callerOf(request);
      const id = parseId(request.params.id);
      if (id !== caller.id && !isAdminRole(caller.role)) throw forbidden(authMessages.ownRecordOnly);
      const row = await findUserById(db, id);
      if (!row) throw notFound();
      return { data: toUser(row) };
    },
  );

  app.patch(
    '/users/:id',
    { preHandler: requireAccess('user'), schema: { params: idParams, response: declared.patch } },
    async (request) => {
      const caller = callerOf(request);
      const id = parseId(request.params.id);
      const target = await findUserById(db, id);
      const isSelf = id === caller.id;
      if (!isSelf && !isAdminRole(caller.role)) throw forbidden(authMessages.ownRecordOnly);
      if (!target) throw notFound();

      // A plain user may change only their own name, e-mail and avatar: anything else is refused, not ignored.
      const raw = (request.body ?? {}) as Record<string, unknown>;
      if (!isAdminRole(caller.role)) {
        const extra = Object.keys(raw).filter((k) => !['name', 'email', 'avatar', 'id'].includes(k));
        if (extra.length > 0) throw forbidden(httpMessages.forbidden);
      }
      const body = parseOrThrow(isAdminRole(caller.role) ? adminUserPatchBody : profilePatchBody, raw) as z.infer<
        typeof adminUserPatchBody
      >;

      if (!isSelf) assertMayManage(caller, target, body.role);
      if (isSelf && body.role !== undefined && body.role !== target.role && caller.role !== 'superadmin') {
        throw forbidden(authMessages.adminOnlySuperadmin);
      }
      if (body.role !== undefined && body.role !== 'superadmin' && (await isLastSuperadmin(db, target))) {
        throw forbidden(authMessages.lastSuperadmin);
      }
      if (body.email && (await emailTakenByOther(db, body.email, id))) throw emailTaken();

      const values: Partial<typeof users.$inferInsert> = {};
      if (body.name !== undefined) values.name = body.name;
      if (body.email !== undefined) values.email = body.email;
      if (body.avatar !== undefined) values.avatar = body.avatar;
      if (body.role !== undefined) values.role = body.role;
      if (body.password !== undefined) values.passwordHash = await hashPassword(body.password);
      const subscriptionTime = subscriptionTimeFrom(body, target.subscription_time);
      if (subscriptionTime !== undefined) values.subscription_time = subscriptionTime;

      try {
        const [row] = await updateUser(db, id, values);
        if (!row) throw notFound();
        if (body.password !== undefined) await endOtherSessions(db, id, isSelf ? request.sessionId : null);
        return { message: authMessages.profileUpdated, data: toUser(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },
  );

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

  app.delete(
    '/users/:id',
    { preHandler: requireAccess('admin'), schema: { params: idParams, response: declared.remove } },
    async (request) => {
      const caller = callerOf(request);
      const id = parseId(request.params.id);
      const target = await findUserById(db, id);
      if (!target) throw notFound();
      if (id !== caller.id) assertMayManage(caller, target);
      if (await isLastSuperadmin(db, target)) throw forbidden(authMessages.lastSuperadmin);
      // Payments and ticket orders stay (the books, the door); seats held by unpaid orders return now.
      const released = await db.transaction(async (tx) => {
        const ended = await cancelHoldsOf(tx, id);
        await tx.delete(users).where(eq(users.id, id));
        return ended;
      });
      if (released > 0) invalidate(app, tikets.name);
      return { message: uiMessages.deleted };
    },
  );
};
