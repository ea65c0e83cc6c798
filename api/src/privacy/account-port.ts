import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountPrivacy } from '../accounts/index.js';
import { deleteAccount } from './delete-account.js';
import { noticeOf } from './notice.js';

/** What accounts asks of privacy (accounts/privacy-port.ts): the notice's versions and the deletion routine. */
export const accountPrivacyPlugin = fp(async (app: FastifyInstance) => {
  const port: AccountPrivacy = {
    noticeVersions() {
      const notice = noticeOf(app.config);
      return { terms: notice.termsVersion, privacy: notice.version };
    },
    deleteAccount: (request, account) => deleteAccount(app, request, account),
  };
  app.decorate('accountPrivacy', port);
});
