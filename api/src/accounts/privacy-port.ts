import type { FastifyRequest } from 'fastify';
import type { UserRow } from './users-service.js';

/**
 * What accounts asks of the privacy capability, which stands above it (its deletion routine erases
 * what every capability holds): the versions of the terms and the privacy notice a new account
 * agrees to, and that routine. Privacy provides it as `app.accountPrivacy`
 * (privacy/account-port.ts), so accounts imports nothing of privacy.
 */
export interface AccountPrivacy {
  noticeVersions(): { terms: string; privacy: string };
  /** every step of the deletion routine (DESIGN.md "Data"), the final mail and the audit entry */
  deleteAccount(request: FastifyRequest, account: UserRow): Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountPrivacy: AccountPrivacy;
  }
}
