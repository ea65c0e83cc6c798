import {
  adminUserCreateBody,
  adminUserPatchBody,
  authMessages,
  dataAnswer,
  httpMessages,
  isAdminRole,
  messageAnswer,
  pageAnswer,
  profilePatchBody,
  savedAnswer,
  uiMessages,
  userSchema,
} from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, refusalsOf } from '../core/answers.js';
import { audit } from '../core/audit/record.js';
import type { Db } from '../core/db/client.js';
import { forbidden, isUniqueViolation, notFound, parseId, parseOrThrow } from '../core/http-error.js';
import { pageFromQuery } from '../core/list-query.js';
import { setLocaleCookie } from '../core/locale.js';
import type { RouteApp } from '../core/route-app.js';
import { assertFactorShown, callerOf, requireAccess } from './access.js';
import { hashPassword } from './passwords.js';
import { users } from './schema.js';
import type { SessionUser } from './sessions.js';
import { endOtherSessions } from './sessions.js';
import { people, usersListSource } from './users-list.js';
import {
  createAccount,
  emailTaken,
  emailTakenByOther,
  findUserByEmail,
  findUserById,
  isLastSuperadmin,
  subscriptionTimeFrom,
  toUser,
  type UserRow,
  updateUser,
} from './users-service.js';

/** Accounts as admins manage them (and a user's own record by id): list, create, read, change, delete. */
const idParams = z.object({ id: z.string() });
const asUser = refusalsOf('user');
const asAdmin = refusalsOf('admin');
const declared = {
  one: answers({ 200: dataAnswer(userSchema) }, [...asUser, 400, 404]),
  list: answers({ 200: pageAnswer(userSchema) }, [...asAdmin, 400]),
  create: answers({ 201: dataAnswer(userSchema) }, [...asAdmin, 400, 409]),
  patch: answers({ 200: savedAnswer(userSchema) }, [...asUser, 400, 404, 409]),
  remove: answers({ 200: messageAnswer }, [...asAdmin, 400, 404]),
};
type PatchBody = z.infer<typeof adminUserPatchBody>;

/** Admins manage role-`user` accounts; only a superadmin touches admin accounts or grants admin roles. */
export function assertMayManage(caller: SessionUser, target: UserRow | { role: string }, newRole?: string) {
  if (caller.role === 'superadmin') return;
  if (!isAdminRole(caller.role)) throw forbidden(authMessages.ownRecordOnly);
  const touchesAdmin = isAdminRole(target.role) || (newRole !== undefined && isAdminRole(newRole));
  if (touchesAdmin) throw forbidden(authMessages.adminOnlySuperadmin);
}

/** A plain user may change only their own name, e-mail, avatar and language: anything else is refused, not ignored. */
function patchBodyOf(caller: SessionUser, raw: Record<string, unknown>): PatchBody {
  if (!isAdminRole(caller.role)) {
    const extra = Object.keys(raw).filter((k) => !['name', 'email', 'avatar', 'bahasa', 'id'].includes(k));
    if (extra.length > 0) throw forbidden(httpMessages.forbidden);
  }
  return parseOrThrow(isAdminRole(caller.role) ? adminUserPatchBody : profilePatchBody, raw) as PatchBody;
}

/** Who may make this change: roles, the last superadmin, an e-mail another account has. */
async function assertMayPatch(db: Db, caller: SessionUser, target: UserRow, body: PatchBody) {
  const isSelf = target.id === caller.id;
  if (!isSelf) assertMayManage(caller, target, body.role);
  if (isSelf && body.role !== undefined && body.role !== target.role && caller.role !== 'superadmin') {
    throw forbidden(authMessages.adminOnlySuperadmin);
  }
  if (body.role !== undefined && body.role !== 'superadmin' && (await isLastSuperadmin(db, target))) {
    throw forbidden(authMessages.lastSuperadmin);
  }
  if (body.email && (await emailTakenByOther(db, body.email, target.id))) throw emailTaken();
}

async function patchValuesOf(body: PatchBody, target: UserRow) {
  const values: Partial<typeof users.$inferInsert> = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.email !== undefined) values.email = body.email;
  if (body.avatar !== undefined) values.avatar = body.avatar;
  if (body.bahasa !== undefined) values.bahasa = body.bahasa;
  if (body.role !== undefined) values.role = body.role;
  if (body.password !== undefined) values.passwordHash = await hashPassword(body.password);
  const subscriptionTime = subscriptionTimeFrom(body, target.subscription_time);
  if (subscriptionTime !== undefined) values.subscription_time = subscriptionTime;
  return values;
}

function listAndCreateRoutes(app: RouteApp) {
  const { db } = app;
  app.get(
    '/users',
    { preHandler: requireAccess('admin'), schema: { response: declared.list } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return pageFromQuery(
        usersListSource,
        request.query,
        (where) => db.select().from(users).where(and(where, people)).$dynamic(),
        (where) => db.$count(users, and(where, people)),
        (rows) => rows.map(toUser),
      );
    },
  );

  app.post(
    '/users',
    { preHandler: requireAccess('admin'), schema: { body: adminUserCreateBody, response: declared.create } },
    async (request, reply) => {
      const body = request.body;
      assertMayManage(callerOf(request), { role: 'user' }, body.role);
      if (await findUserByEmail(db, body.email)) throw emailTaken();
      const row = await createAccount(
        db,
        {
          name: body.name ?? body.email.split('@')[0] ?? body.email,
          email: body.email,
          role: body.role,
          passwordHash: await hashPassword(body.password),
          subscription_time: subscriptionTimeFrom(body, null) ?? null,
        },
        (tx, created) => audit(tx, request, { resource: 'users', id: created.id, action: 'create', after: created }),
      );
      return reply.status(201).send({ data: toUser(row) });
    },
  );
}

function oneAccountRoutes(app: RouteApp) {
  const { db } = app;
  const asOwnerOrAdmin = { preHandler: requireAccess('user') };
  app.get(
    '/users/:id',
    { ...asOwnerOrAdmin, schema: { params: idParams, response: declared.one } },
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
    { ...asOwnerOrAdmin, schema: { params: idParams, response: declared.patch } },
    async (request, reply) => {
      const caller = callerOf(request);
      const id = parseId(request.params.id);
      const target = await findUserById(db, id);
      if (id !== caller.id && !isAdminRole(caller.role)) throw forbidden(authMessages.ownRecordOnly);
      if (!target) throw notFound();
      const body = patchBodyOf(caller, (request.body ?? {}) as Record<string, unknown>);
      if (body.email !== undefined || body.password !== undefined) assertFactorShown(caller);
      await assertMayPatch(db, caller, target, body);
      const values = await patchValuesOf(body, target);
      try {
        const row = await db.transaction(async (tx) => {
          const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
          const [after] = await updateUser(tx, id, values);
          if (!before || !after) throw notFound();
          if (body.password !== undefined) await endOtherSessions(tx, id, id === caller.id ? request.sessionId : null);
          await audit(tx, request, { resource: 'users', id, action: 'update', before, after });
          return after;
        });
        // one's own language: this device follows it at once
        if (body.bahasa !== undefined && id === caller.id) {
          setLocaleCookie(reply, row.bahasa, app.config.PUBLIC_URL?.startsWith('https://') ?? false);
        }
        return { message: authMessages.profileUpdated, data: toUser(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },
  );
}

function deleteRoute(app: RouteApp) {
  const { db } = app;
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
      // The deletion routine: the books and tickets for shows to come stay, without e-mail or phone.
      await app.accountPrivacy.deleteAccount(request, target);
      return { message: uiMessages.deleted };
    },
  );
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  listAndCreateRoutes(app);
  oneAccountRoutes(app);
  deleteRoute(app);
};
