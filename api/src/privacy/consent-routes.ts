import {
  consentChangeBody,
  consentsSchema,
  dataAnswer,
  messageAnswer,
  privacyMessages,
  privacyNoticeSchema,
  translatedView,
  withdrawLinkSchema,
  withdrawTokenBody,
} from '@teater/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementConsent,
  assertMayManage,
  callerOf,
  changeAnnouncements,
  consentsOf,
  findUserById,
  requireAccess,
  verifyWithdrawToken,
} from '../accounts/index.js';
import { answers, refusalsOf } from '../core/answers.js';
import { badRequest, forbidden, notFound, parseId } from '../core/http-error.js';
import type { RouteApp } from '../core/route-app.js';
import { noticeOf } from './notice.js';

const declared = {
  mine: answers({ 200: dataAnswer(consentsSchema) }, refusalsOf('user')),
  change: answers({ 200: z.object({ message: z.string(), data: consentsSchema }) }, [...refusalsOf('user'), 400]),
  staff: answers({ 200: messageAnswer }, [...refusalsOf('admin'), 400, 404]),
  link: answers({ 200: dataAnswer(withdrawLinkSchema) }, [400]),
  withdraw: answers({ 200: messageAnswer }, [400]),
  notice: answers({ 200: dataAnswer(privacyNoticeSchema) }),
};

/** `ayu@contoh.id` as `a••@contoh.id`: enough to recognise one's own address from a link anyone may hold. */
const maskedEmail = (email: string) => email.replace(/^(.)[^@]*/, (_m, first: string) => `${first}••`);

/** A member's own consents: where they stand, their history, giving and withdrawing news by mail. */
function ownConsentRoutes(app: RouteApp) {
  const { db } = app;
  const asUser = { preHandler: requireAccess('user') };
  app.get('/users/me/consents', { ...asUser, schema: { response: declared.mine } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { data: await consentsOf(db, callerOf(request).id) };
  });
  app.put(
    '/users/me/consents/announcements',
    { ...asUser, schema: { body: consentChangeBody, response: declared.change } },
    async (request) => {
      const user = callerOf(request);
      const { granted } = request.body;
      await changeAnnouncements(db, request, { user, granted, source: 'account' });
      return { message: privacyMessages.consentSaved(granted), data: await consentsOf(db, user.id) };
    },
  );
}

/** Staff record a member's withdrawal they asked for by phone or letter; giving consent is the member's alone. */
function staffConsentRoute(app: RouteApp) {
  app.put(
    '/users/:id/consents/announcements',
    {
      preHandler: requireAccess('admin'),
      schema: { params: z.object({ id: z.string() }), body: consentChangeBody, response: declared.staff },
    },
    async (request) => {
      if (request.body.granted) throw forbidden(privacyMessages.staffMayOnlyWithdraw);
      const target = await findUserById(app.db, parseId(request.params.id));
      if (!target) throw notFound();
      assertMayManage(callerOf(request), target);
      await changeAnnouncements(app.db, request, { user: target, granted: false, source: 'staff' });
      return { message: privacyMessages.consentSaved(false) };
    },
  );
}

/**
 * The withdraw link of a mail, used without logging in: GET tells the page whose address it is for;
 * POST withdraws (the page's button, or a mail program's one-click unsubscribe, RFC 8058, which
 * posts `List-Unsubscribe=One-Click` as a form to the link itself).
 */
function withdrawLinkRoutes(app: RouteApp) {
  const { db } = app;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const memberOf = async (token: string | undefined) => {
    const id = token ? await verifyWithdrawToken(db, token) : null;
    if (id === null) throw badRequest(privacyMessages.withdrawLinkInvalid);
    return findUserById(db, id);
  };
  const config = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  app.get(
    '/consents/withdraw',
    { config, schema: { querystring: withdrawTokenBody, response: declared.link } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const member = await memberOf(request.query.token);
      // an account deleted since the mail was sent receives nothing any more
      if (!member) return { data: { email: '', announcements: false } };
      return { data: { email: maskedEmail(member.email), announcements: await announcementConsent(db, member.id) } };
    },
  );
  app.post(
    '/consents/withdraw',
    { config, schema: { querystring: withdrawTokenBody.partial(), response: declared.withdraw } },
    async (request) => {
      const body = (request.body ?? {}) as { token?: unknown };
      const token = request.query.token ?? (typeof body.token === 'string' ? body.token : undefined);
      const member = await memberOf(token);
      if (member) await changeAnnouncements(db, request, { user: member, granted: false, source: 'mail-link' });
      return { message: privacyMessages.withdrawn };
    },
  );
}

export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  ownConsentRoutes(app);
  staffConsentRoute(app);
  withdrawLinkRoutes(app);
  app.get('/privacy-notice', { schema: { response: declared.notice } }, async () => ({
    // in the reader's language where its texts have English (the kinds of personal data)
    data: translatedView(noticeOf(app.config)),
  }));
};
