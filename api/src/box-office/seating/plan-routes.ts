import {
  dataAnswer,
  seatingMessages as m,
  pageAnswer,
  savedAnswer,
  venuePlanBody,
  venuePlanDetail,
  venuePlanSummary,
  venuePlansList,
} from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAccess } from '../../accounts/index.js';
import { answers, refusalsOf } from '../../core/answers.js';
import { parseId, parseOrThrow } from '../../core/http-error.js';
import { adminListSource, pageFromQuery } from '../../core/list-query.js';
import { copyPlan, createPlan, findPlan, planDetailOf, planSummaryOf, saveVersion } from './plans.js';
import { venuePlans } from './schema.js';

const source = adminListSource(venuePlansList, venuePlans);
const idParams = z.object({ id: z.string() });

/** Admins' venue plans: list, draw (or import), read (or export), save a new version, copy. */
export async function planRoutes(app: FastifyInstance) {
  const { db } = app;
  const admin = (ok: Record<number, z.ZodType>, refusals: (400 | 404)[], withId = false) => ({
    preHandler: requireAccess('admin'),
    schema: {
      ...(withId ? { params: idParams } : {}),
      response: answers(ok, [...refusalsOf('admin'), ...refusals]),
    },
  });

  app.get('/venue-plans', admin({ 200: pageAnswer(venuePlanSummary) }, [400]), async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return pageFromQuery(
      source,
      request.query,
      (where) => db.select().from(venuePlans).where(where).$dynamic(),
      (where) => db.$count(venuePlans, where),
      (rows) => rows.map(planSummaryOf),
    );
  });

  app.post('/venue-plans', admin({ 201: savedAnswer(venuePlanDetail) }, [400]), async (request, reply) => {
    const plan = await createPlan(db, request, parseOrThrow(venuePlanBody, request.body ?? {}));
    return reply.status(201).send({ message: m.planSaved, data: planDetailOf(plan) });
  });

  app.get('/venue-plans/:id', admin({ 200: dataAnswer(venuePlanDetail) }, [400, 404], true), async (request) => {
    const plan = await findPlan(db, parseId((request.params as { id: string }).id));
    return { data: planDetailOf(plan) };
  });

  app.put(
    '/venue-plans/:id',
    admin({ 201: savedAnswer(venuePlanDetail) }, [400, 404], true),
    async (request, reply) => {
      const id = parseId((request.params as { id: string }).id);
      const plan = await saveVersion(db, request, id, parseOrThrow(venuePlanBody, request.body ?? {}));
      return reply.status(201).send({ message: m.planSaved, data: planDetailOf(plan) });
    },
  );

  app.post(
    '/venue-plans/:id/copy',
    admin({ 201: savedAnswer(venuePlanDetail) }, [400, 404], true),
    async (request, reply) => {
      const plan = await copyPlan(db, request, parseId((request.params as { id: string }).id));
      return reply.status(201).send({ message: m.planSaved, data: planDetailOf(plan) });
    },
  );
}
