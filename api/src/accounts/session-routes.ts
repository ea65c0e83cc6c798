import { messageAnswer, type SessionInfo, securityMessages, sessionSchema } from '@teater/contract';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, refusalsOf } from '../core/answers.js';
import { audit } from '../core/audit/record.js';
import type { Tx } from '../core/db/client.js';
import { notFound, parseId } from '../core/http-error.js';
import type { RouteApp } from '../core/route-app.js';
import { assertFactorShown, callerOf, requireAccess } from './access.js';
import { deviceName } from './devices.js';
import { sessions } from './schema.js';
import { findUserById } from './users-service.js';

/** A person has a few devices; an account that piled up more shows its latest this many. */
const SHOWN = 50;
const idParams = z.object({ id: z.string() });
const ended = answers({ 200: messageAnswer }, [...refusalsOf('user'), 400, 404]);

type SessionRow = typeof sessions.$inferSelect;
const factorOf = (value: string | null) =>
  value === 'totp' || value === 'passkey' || value === 'recovery' ? value : null;
const infoOf = (row: SessionRow, currentId: number | null): SessionInfo => ({
  id: row.id,
  current: row.id === currentId,
  device: deviceName(row.userAgent),
  ip: row.ip,
  place: row.place,
  method: row.method,
  secondFactor: factorOf(row.secondFactor),
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
});

/** Ends sessions of `userId` matching `which` and records it; answers how many ended. */
async function endSessions(tx: Tx, request: FastifyRequest, userId: number, which: 'others' | 'all' | number) {
  const scope =
    which === 'all'
      ? eq(sessions.userId, userId)
      : which === 'others'
        ? and(eq(sessions.userId, userId), ne(sessions.id, request.sessionId ?? 0))
        : and(eq(sessions.userId, userId), eq(sessions.id, which));
  const gone = await tx.delete(sessions).where(scope).returning({ id: sessions.id });
  if (gone.length === 0) return 0;
  const account = await findUserById(tx, userId);
  await audit(tx, request, {
    resource: 'users',
    id: userId,
    action: 'sessions-ended',
    summary: account?.email ?? '',
    before: { sessions: gone.map((row) => row.id) },
  });
  return gone.length;
}

/** The account's own sessions: see them, end one, end all others. */
function ownRoutes(app: RouteApp) {
  const guard = { preHandler: requireAccess('user') };
  const listed = answers({ 200: z.object({ data: z.array(sessionSchema) }) }, refusalsOf('user'));
  app.get('/users/me/sessions', { ...guard, schema: { response: listed } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const rows = await app.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, callerOf(request).id), gt(sessions.expiresAt, new Date())))
      .orderBy(desc(sessions.lastSeenAt))
      .limit(SHOWN);
    return { data: rows.map((row) => infoOf(row, request.sessionId)) };
  });

  app.delete('/users/me/sessions/:id', { ...guard, schema: { params: idParams, response: ended } }, async (request) => {
    const id = parseId(request.params.id);
    // logging this very session out stays open to it; ending another is not
    if (id !== request.sessionId) assertFactorShown(callerOf(request));
    const n = await app.db.transaction((tx) => endSessions(tx, request, callerOf(request).id, id));
    if (n === 0) throw notFound(securityMessages.sessionNotFound);
    return { message: securityMessages.sessionEnded };
  });

  app.post('/users/me/sessions/end-others', { ...guard, schema: { response: ended } }, async (request) => {
    assertFactorShown(callerOf(request));
    const n = await app.db.transaction((tx) => endSessions(tx, request, callerOf(request).id, 'others'));
    return { message: securityMessages.sessionsEnded(n) };
  });
}

/** POST /users/:id/sessions/end: a superadmin logs an account out everywhere (a lost phone, a leaver). */
function superadminRoute(app: RouteApp) {
  const declared = answers({ 200: messageAnswer }, [...refusalsOf('superadmin'), 400, 404]);
  app.post(
    '/users/:id/sessions/end',
    { preHandler: requireAccess('superadmin'), schema: { params: idParams, response: declared } },
    async (request) => {
      const id = parseId(request.params.id);
      if (!(await findUserById(app.db, id))) throw notFound();
      const n = await app.db.transaction((tx) => endSessions(tx, request, id, 'all'));
      return { message: securityMessages.sessionsEnded(n) };
    },
  );
}

/** Sessions you can see and end (your own), and a superadmin ending all of any account's. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  ownRoutes(app);
  superadminRoute(app);
};
