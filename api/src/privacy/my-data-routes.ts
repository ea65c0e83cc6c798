import { deleteOwnAccountBody, messageAnswer, privacyMessages } from '@teater/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assertMayManage,
  callerOf,
  clearSessionCookies,
  findUserById,
  isLastSuperadmin,
  requireAccess,
  type UserRow,
  verifyPassword,
} from '../accounts/index.js';
import { recipientLocaleOf } from '../audience/index.js';
import { answers, rawAnswer, refusalsOf } from '../core/answers.js';
import { audit } from '../core/audit/record.js';
import { badRequest, forbidden, notFound, parseId } from '../core/http-error.js';
import type { RouteApp } from '../core/route-app.js';
import { deleteAccount } from './delete-account.js';
import { archiveWords, exportArchive } from './export-archive.js';
import { noticeOf } from './notice.js';

const archive = rawAnswer('application/zip', 'Arsip ZIP: README, lalu setiap jenis catatan sebagai JSON dan CSV');
const declared = {
  mine: answers({ 200: archive }, [...refusalsOf('user'), 404]),
  theirs: answers({ 200: archive }, [...refusalsOf('admin'), 400, 404]),
  remove: answers({ 200: messageAnswer }, [...refusalsOf('user'), 400, 403, 404]),
};

/** Streams an account's archive, the download recorded in the audit log (a stolen session shows up there). */
async function sendArchive(app: RouteApp, request: FastifyRequest, reply: FastifyReply, account: UserRow) {
  await audit(app.db, request, { resource: 'users', id: account.id, action: 'data-export', summary: account.email });
  // in the account holder's language, as their mails: an admin's copy for a letter reads as theirs
  const words = archiveWords(account, noticeOf(app.config).version, recipientLocaleOf(account));
  reply
    .type('application/zip')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${words.fileName}"`);
  return reply.send(exportArchive(app.db, account, words.readme));
}

/**
 * "Data saya": everything the site holds about the caller, as one archive; deleting one's own
 * account (password and the word HAPUS); and an admin's copy of a member's archive, for a request
 * that came by letter.
 */
export const myDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get(
    '/users/me/export.zip',
    { preHandler: requireAccess('user'), schema: { response: declared.mine } },
    async (request, reply) => {
      const account = await findUserById(db, callerOf(request).id);
      if (!account) throw notFound();
      return sendArchive(app, request, reply, account);
    },
  );

  app.get(
    '/users/:id/export.zip',
    { preHandler: requireAccess('admin'), schema: { params: z.object({ id: z.string() }), response: declared.theirs } },
    async (request, reply) => {
      const account = await findUserById(db, parseId(request.params.id));
      if (!account) throw notFound();
      if (account.id !== callerOf(request).id) assertMayManage(callerOf(request), account);
      return sendArchive(app, request, reply, account);
    },
  );

  app.delete(
    '/users/me',
    {
      preHandler: requireAccess('user'),
      schema: { body: deleteOwnAccountBody, response: declared.remove },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const account = await findUserById(db, callerOf(request).id);
      if (!account) throw notFound();
      if (!(await verifyPassword(account.passwordHash, request.body.password))) {
        throw badRequest(privacyMessages.deleteWrongPassword, { password: privacyMessages.deleteWrongPassword });
      }
      if (await isLastSuperadmin(db, account)) throw forbidden();
      await deleteAccount(app, request, account);
      clearSessionCookies(reply);
      return { message: privacyMessages.accountDeleted };
    },
  );
};
