import { type Access, authMessages, isAdminRole, isSubscriptionActive, securityMessages } from '@teater/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../http-error.js';
import type { SessionUser } from './sessions.js';

/** Whether the caller may act at this level; throws 401/403 with the spec's texts otherwise. */
export function assertAccess(user: SessionUser | null, level: Access): void {
  if (level === 'public') return;
  if (!user) throw unauthorized(authMessages.loginRequired);
  if (user.needsSecondFactor && (level === 'admin' || level === 'superadmin')) {
    throw forbidden(securityMessages.secondFactorRequired);
  }
  switch (level) {
    case 'user':
      return;
    case 'subscriber':
      if (isAdminRole(user.role) || isSubscriptionActive(user.subscription_time)) return;
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

/** A route guard: `preHandler: requireAccess('admin')`. */
export const requireAccess =
  (level: Access): preHandlerAsyncHookHandler =>
  async (request) =>
    assertAccess(request.user, level);

/** The caller, known to be logged in (call after requireAccess). */
export function callerOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
