import cookie from '@fastify/cookie';
import { isAdminRole } from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { errorText } from '../core/log-errors.js';
import { SESSION_COOKIE } from '../core/session-cookie.js';
import { sessions } from './schema.js';
import { type FoundSession, findSession, type SessionUser } from './sessions.js';

function tokenOf(authorization: string | undefined, cookieToken: string | undefined): string | undefined {
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim();
  return cookieToken;
}

/** How often a session's "last seen" is written: each request would be a write per read. */
const LAST_SEEN_EVERY_MS = 5 * 60_000;

/**
 * The caller as a request sees it. An admin account whose session lacks the second factor the site
 * requires holds a member's powers only, so no admin check anywhere can let it through. A door
 * pass's account (no password: its device was given a one-time link) opens only the door anyway.
 */
function callerOf(found: FoundSession, required: boolean): SessionUser {
  const { user } = found;
  if (!required || !isAdminRole(user.role) || found.secondFactor) return user;
  return { ...user, role: 'user', needsSecondFactor: true, staffRole: user.role };
}

/** Resolves the caller from the session token on every API request. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const required = app.config.STAFF_SECOND_FACTOR === 'required';
  const touch = (found: FoundSession) => {
    if (Date.now() - found.lastSeenAt.getTime() < LAST_SEEN_EVERY_MS) return;
    app.db
      .update(sessions)
      .set({ lastSeenAt: new Date() })
      .where(eq(sessions.id, found.sessionId))
      .catch((error: unknown) => app.log.warn(`session last seen: ${errorText(error)}`));
  };
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  // Callback style: a request without a token (most public reads) passes without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.url.startsWith('/api/')
      ? tokenOf(request.headers.authorization, request.cookies[SESSION_COOKIE])
      : undefined;
    if (!token) return done();
    findSession(app.db, token).then((found) => {
      if (found) {
        request.user = callerOf(found, required);
        request.sessionId = found.sessionId;
        touch(found);
      }
      done();
    }, done);
  });
});

interface SessionCookies {
  token: string;
  expiresAt: Date;
  user: { id: number; role: string };
  secure: boolean;
}

/** token is httpOnly; id and role are readable hints for the UI only. */
export function setSessionCookies(reply: FastifyReply, { token, expiresAt, user, secure }: SessionCookies) {
  const base = { path: '/', sameSite: 'lax' as const, secure, expires: expiresAt };
  reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie('id', String(user.id), base);
  reply.setCookie('role', user.role, base);
}

export function clearSessionCookies(reply: FastifyReply) {
  for (const name of [SESSION_COOKIE, 'id', 'role']) reply.clearCookie(name, { path: '/' });
}
