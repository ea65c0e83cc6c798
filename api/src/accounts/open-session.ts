import { isAdminRole, type LoginAnswer } from '@teater/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../core/audit/record.js';
import { setLocaleCookie } from '../core/locale.js';
import { setSessionCookies } from './auth-plugin.js';
import { deviceIdOf, deviceName, placeOf, rememberDevice } from './devices.js';
import type { UsedFactor } from './factors/check.js';
import { createSession } from './sessions.js';
import type { UserRow } from './users-service.js';

/** How a login was made: a password (with a second factor or not) or a passkey alone. */
export interface LoginProof {
  method: 'password' | 'passkey';
  secondFactor: UsedFactor | null;
}

/**
 * Opens a session after a complete login: the session (with how, where and on what device it was
 * opened), its audit entry and the device remembered (a new one mails the owner), in one
 * transaction; then the cookies (the session's, and the account's language). A staff account without a second factor on a site that requires
 * one is told to enrol.
 */
export async function openSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  proof: LoginProof,
): Promise<LoginAnswer> {
  const secure = app.config.PUBLIC_URL?.startsWith('https://') ?? false;
  const deviceId = deviceIdOf(request, reply, secure);
  const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
  const place = placeOf(request, app.config.TRUST_PROXY);
  const origin = { ...proof, userAgent, ip: request.ip, place };
  const session = await app.db.transaction(async (tx) => {
    const created = await createSession(tx, user.id, app.config.SESSION_DAYS, origin);
    await audit(tx, request, {
      resource: 'sessions',
      id: created.id,
      action: 'login',
      summary: user.email,
      actor: user,
      after: { method: proof.method, second_factor: proof.secondFactor, device: deviceName(userAgent), place },
    });
    await rememberDevice(tx, { sessionId: created.id, user, deviceId, userAgent, ip: request.ip, place });
    return created;
  });
  setSessionCookies(reply, { token: session.token, expiresAt: session.expiresAt, user, secure });
  // the site in the account's language from now on, on this device too
  setLocaleCookie(reply, user.bahasa, secure);
  const enrol = isAdminRole(user.role) && app.config.STAFF_SECOND_FACTOR === 'required' && !proof.secondFactor;
  return {
    token: session.token,
    data: { user: { id: user.id, role: user.role, name: user.name, email: user.email } },
    ...(enrol ? { enrol_second_factor: true } : {}),
  };
}
