import { createHash, randomBytes } from 'node:crypto';
import {
  forgotPasswordBody,
  messageAnswer,
  PASSWORD_RESET_HOURS,
  resetLinkBody,
  resetPasswordBody,
  passwordResetMessages as t,
} from '@teater/contract';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../core/answers.js';
import { audit } from '../core/audit/record.js';
import { badRequest } from '../core/http-error.js';
import type { RouteApp } from '../core/route-app.js';
import { enqueuePasswordReset } from './mails.js';
import { hashPassword } from './passwords.js';
import { passwordResets, users } from './schema.js';
import { endOtherSessions } from './sessions.js';
import { findUserByEmail } from './users-service.js';

/** At most this many reset mails per account and hour, whatever the addresses asking. */
const PER_ACCOUNT_PER_HOUR = 3;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** The link's row while it can still be used: unused and not expired. */
const usable = (token: string, now: Date) =>
  and(eq(passwordResets.tokenHash, hashOf(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));

/** The page of the link asks first, so a used or expired link says so before a password is typed. */
const checkRoute = (app: Parameters<FastifyPluginAsyncZod>[0]) => {
  const { db } = app;
  app.post(
    '/users/reset-password/check',
    {
      schema: { body: resetLinkBody, response: answers({ 200: messageAnswer }, [400, 429]) },
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const [reset] = await db
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(usable(request.body.token, new Date()))
        .limit(1);
      if (!reset) throw badRequest(t.invalidLink, { token: t.invalidLink });
      return { message: t.validLink };
    },
  );
};

/**
 * Forgotten passwords: a mail with a one-time link (256 random bits, kept only as a hash, valid
 * one hour). The request answers the same whether or not the account exists, and is limited per
 * address (the route's rate limit) and per account (counted here). Setting the new password ends
 * every session of the account.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  forgotRoute(app);
  checkRoute(app);
  resetRoute(app);
};

/** POST /users/forgot-password: the link by mail (an unknown address answers the same). */
function forgotRoute(app: RouteApp) {
  const { db } = app;
  app.post(
    '/users/forgot-password',
    {
      schema: { body: forgotPasswordBody, response: answers({ 200: messageAnswer }, [400, 429]) },
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      if (!user) return { message: t.sent };
      const since = new Date(Date.now() - 3_600_000);
      const [recent] = await db
        .select({ n: count() })
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, since)));
      if ((recent?.n ?? 0) >= PER_ACCOUNT_PER_HOUR) return { message: t.sent };

      const token = randomBytes(32).toString('base64url');
      const link = `${app.mail.site.url}/reset-password?token=${token}`;
      await db.transaction(async (tx) => {
        const [reset] = await tx
          .insert(passwordResets)
          .values({
            tokenHash: hashOf(token),
            userId: user.id,
            expiresAt: new Date(Date.now() + PASSWORD_RESET_HOURS * 3_600_000),
          })
          .returning({ id: passwordResets.id });
        if (!reset) return;
        await enqueuePasswordReset(tx, { id: reset.id, name: user.name, email: user.email, link });
        await audit(tx, request, {
          resource: 'users',
          id: user.id,
          action: 'password-reset-requested',
          summary: user.email,
          actor: null,
        });
      });
      return { message: t.sent };
    },
  );
}

/** POST /users/reset-password: the link's token and a new password; every session ends. */
function resetRoute(app: RouteApp) {
  const { db } = app;
  app.post(
    '/users/reset-password',
    {
      schema: { body: resetPasswordBody, response: answers({ 200: messageAnswer }, [400, 429]) },
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const { token, password } = request.body;
      const passwordHash = await hashPassword(password);
      const now = new Date();
      const done = await db.transaction(async (tx) => {
        // One use: the row is taken by the UPDATE that marks it, so two tries cannot both pass.
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(usable(token, now))
          .returning({ userId: passwordResets.userId });
        if (!reset) return false;
        const [user] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: now })
          .where(eq(users.id, reset.userId))
          .returning();
        await endOtherSessions(tx, reset.userId, null);
        if (user)
          await audit(tx, request, {
            resource: 'users',
            id: user.id,
            action: 'password-reset',
            summary: user.email,
            actor: user,
          });
        return true;
      });
      if (!done) throw badRequest(t.invalidLink, { token: t.invalidLink });
      return { message: t.done };
    },
  );
}
