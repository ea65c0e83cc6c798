import {
  type Access,
  authMessages,
  isAdminRole,
  isDoorRole,
  isSubscriptionActive,
  securityMessages,
} from '@teater/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../core/http-error.js';
import type { SessionUser } from './sessions.js';

/** A route's level: the resources' levels, and the door's (an admin or a door pass's account). */
export type Level = Access | 'door';

/**
 * Whether the caller may act at this level; throws 401/403 with the spec's texts otherwise. A door
 * account opens the door and nothing else, not even what any member may (decision 025).
 */
export function assertAccess(user: SessionUser | null, level: Level): void {
  if (level === 'public') return;
  if (!user) throw unauthorized(authMessages.loginRequired);
  if (isDoorRole(user.role) && level !== 'door') throw forbidden();
  if (user.needsSecondFactor && (level === 'admin' || level === 'superadmin')) {
    throw forbidden(securityMessages.secondFactorRequired);
  }
  switch (level) {
    case 'door':
      if (isAdminRole(user.role) || isDoorRole(user.role)) return;
      throw forbidden();
    case 'user':
      return;
    case 'subscriber':
      if (isAdminRole(user.role) || isSubscriptionActive(user.subscription_time)) return;
      // a renewal's failed charge within the grace period (its setting) keeps the content open
      if (isSubscriptionActive(user.grace_until ?? null)) return;
      // Only a subscription that was there can have run out.
      throw forbidden(user.subscription_time ? authMessages.subscriptionExpired : authMessages.subscriptionRequired);
    case 'admin':
      if (isAdminRole(user.role)) return;
      throw forbidden();
    case 'superadmin':
      if (user.role === 'superadmin') return;
      throw forbidden();
  }
}

/**
 * What could lock the owner out of an account (its password, its e-mail, its other sessions) is not
 * for a staff session still waiting for its second factor: the password alone may be a thief's.
 */
export function assertFactorShown(user: SessionUser): void {
  if (user.needsSecondFactor) throw forbidden(securityMessages.factorSessionRequired);
}

/** A route guard: `preHandler: requireAccess('admin')`. */
export const requireAccess =
  (level: Level): preHandlerAsyncHookHandler =>
  async (request) =>
    assertAccess(request.user, level);

/** The caller, known to be logged in (call after requireAccess). */
export function callerOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
