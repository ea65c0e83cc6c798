import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { findSession } from '../auth/sessions.js';
import { SESSION_COOKIE } from '../session-cookie.js';

function tokenOf(authorization: string | undefined, cookieToken: string | undefined): string | undefined {
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim();
  return cookieToken;
}

/** Resolves the caller from the session token on every API request. */
export const authPlugin = fp(async (app: FastifyInstance) => {
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
        request.user = found.user;
        request.sessionId = found.sessionId;
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
