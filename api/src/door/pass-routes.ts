import { dataAnswer, doorPassBody, doorPassCreatedAnswer, doorPassSchema, pageAnswer } from '@teater/contract';
import { count } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf, requireAccess } from '../accounts/index.js';
import { answers, refusalsOf } from '../core/answers.js';
import { parseId } from '../core/http-error.js';
import { pageFromQuery } from '../core/list-query.js';
import type { RouteApp } from '../core/route-app.js';
import { createPass, doorPassesSource, passOf, passRows, revokePass } from './passes.js';
import { doorPasses } from './schema.js';

/** Admins' door passes: list, create (its link shown once), revoke. */
const admin = refusalsOf('admin');
const declared = {
  list: answers({ 200: pageAnswer(doorPassSchema) }, [...admin, 400]),
  create: answers({ 201: doorPassCreatedAnswer }, [...admin, 400]),
  revoke: answers({ 200: dataAnswer(doorPassSchema) }, [...admin, 400, 404, 409]),
};
const guard = { preHandler: requireAccess('admin') };

/** Where the door's phone opens the pass: the site's public address, else the one asked. */
const originOf = (request: FastifyRequest, publicUrl: string | undefined) =>
  publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;

export const doorPassRoutes = async (app: RouteApp) => {
  const { db } = app;
  app.get('/door/passes', { ...guard, schema: { response: declared.list } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return pageFromQuery(
      doorPassesSource,
      request.query,
      (where) => passRows(db, where),
      async (where) => (await db.select({ n: count() }).from(doorPasses).where(where))[0]?.n ?? 0,
      (rows) => rows.map(passOf),
    );
  });
  app.post(
    '/door/passes',
    { ...guard, schema: { body: doorPassBody, response: declared.create } },
    async (request, reply) => {
      callerOf(request);
      const { pass, secret } = await createPass(db, request, request.body, app.config.SESSION_DAYS);
      const link = `${originOf(request, app.config.PUBLIC_URL)}/checkin#pass=${secret}`;
      return reply.status(201).send({ data: { ...pass, link } });
    },
  );
  app.post(
    '/door/passes/:id/revoke',
    { ...guard, schema: { params: z.object({ id: z.string() }), response: declared.revoke } },
    async (request) => ({ data: await revokePass(db, request, parseId(request.params.id)) }),
  );
};
