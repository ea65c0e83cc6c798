import {
  breachAccountSchema,
  breachesList,
  breachInput,
  breachNotifiedSchema,
  breachReportSchema,
  breachSchema,
  dataAnswer,
  pageAnswer,
} from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess, usersListSource } from '../accounts/index.js';
import { users } from '../accounts/schema.js';
import { answers, rawAnswer, refusalsOf } from '../core/answers.js';
import { badRequest, notFound, parseId } from '../core/http-error.js';
import { adminListSource, pageFromQuery } from '../core/list-query.js';
import type { RouteApp } from '../core/route-app.js';
import { concernedAccounts, correctBreach, notifyConcerned, recordBreach, toBreach } from './breach.js';
import { reportBreach } from './breach-report.js';
import { noticeOf } from './notice.js';
import { breachIncidents } from './schema.js';

const breachesListSource = adminListSource(breachesList, breachIncidents);
const admin = refusalsOf('admin');
const declared = {
  list: answers({ 200: pageAnswer(breachSchema) }, [...admin, 400]),
  create: answers({ 201: dataAnswer(breachSchema) }, [...admin, 400]),
  one: answers({ 200: dataAnswer(breachSchema) }, [...admin, 400, 404]),
  accounts: answers({ 200: pageAnswer(breachAccountSchema) }, [...admin, 400, 404]),
  notify: answers({ 200: dataAnswer(breachNotifiedSchema) }, [...admin, 400, 404]),
  report: answers({ 200: dataAnswer(breachReportSchema) }, [...admin, 400, 404]),
  reportFile: answers({ 200: rawAnswer('text/plain', 'Laporan untuk lembaga pelindungan data pribadi') }, [
    ...admin,
    400,
    404,
  ]),
};
const params = z.object({ id: z.string() });
const guard = { preHandler: requireAccess('admin') };

/** The breach of the route's id; 404 when there is none. */
async function findBreach(db: RouteApp['db'], raw: string) {
  const [row] = await db
    .select()
    .from(breachIncidents)
    .where(eq(breachIncidents.id, parseId(raw)));
  if (!row) throw notFound();
  return row;
}

/**
 * A breach handled by following the screen (/adminbreach) within 3 x 24 hours: record it (window
 * and what was exposed), see the accounts concerned, queue their notification mails (once), make
 * the report for the authority. Every step is in the audit log.
 */
export const breachRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const find = (raw: string) => findBreach(db, raw);
  const countConcerned = (row: Awaited<ReturnType<typeof find>>) => db.$count(users, concernedAccounts(row));
  const contact = () => noticeOf(app.config).controller.email;
  recordCorrectAndList(app);

  app.get('/admin/breaches/:id', { ...guard, schema: { params, response: declared.one } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { data: toBreach(await find(request.params.id)) };
  });

  app.get(
    '/admin/breaches/:id/accounts',
    { ...guard, schema: { params, response: declared.accounts } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const concerned = concernedAccounts(await find(request.params.id));
      return pageFromQuery(
        usersListSource,
        request.query,
        (where) => db.select().from(users).where(and(where, concerned)).$dynamic(),
        (where) => db.$count(users, and(where, concerned)),
        (rows) => rows.map((u) => ({ id: u.id, name: u.name, email: u.email, createdAt: u.createdAt.toISOString() })),
      );
    },
  );

  app.post(
    '/admin/breaches/:id/notify',
    { ...guard, schema: { params, response: declared.notify } },
    async (request) => {
      const done = await notifyConcerned(db, { request }, await find(request.params.id), contact());
      return { data: { queued: done.queued, total: done.total } };
    },
  );

  app.post(
    '/admin/breaches/:id/report',
    { ...guard, schema: { params, response: declared.report } },
    async (request) => {
      const row = await find(request.params.id);
      return { data: await reportBreach(db, { request }, row, noticeOf(app.config), await countConcerned(row)) };
    },
  );

  app.get(
    '/admin/breaches/:id/report.txt',
    { ...guard, schema: { params, response: declared.reportFile } },
    async (request, reply) => {
      const row = await find(request.params.id);
      if (!row.report) throw badRequest('Laporan belum dibuat');
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="laporan-insiden-${row.id}.txt"`)
        .send(row.report);
    },
  );
};

function recordCorrectAndList(app: RouteApp) {
  const { db } = app;
  app.get('/admin/breaches', { ...guard, schema: { response: declared.list } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return pageFromQuery(
      breachesListSource,
      request.query,
      (where) => db.select().from(breachIncidents).where(where).$dynamic(),
      (where) => db.$count(breachIncidents, where),
      (rows) => rows.map(toBreach),
    );
  });

  app.post(
    '/admin/breaches',
    { ...guard, schema: { body: breachInput, response: declared.create } },
    async (request, reply) => {
      const row = await recordBreach(db, { request }, request.body);
      return reply.status(201).send({ data: toBreach(row) });
    },
  );

  // a record with a wrong date or kind is corrected, not made again
  app.put(
    '/admin/breaches/:id',
    { ...guard, schema: { params, body: breachInput, response: declared.one } },
    async (request) => {
      const row = await findBreach(db, request.params.id);
      return { data: toBreach(await correctBreach(db, { request }, row, request.body)) };
    },
  );
}
