import {
  seatingMessages as m,
  seatChartAnswer,
  seatCompAnswer,
  seatCompBody,
  seatMoveBody,
  seatMovedAnswer,
} from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAccess } from '../../accounts/index.js';
import { invalidate } from '../../content/index.js';
import { tikets } from '../../content/schema.js';
import { answers, refusalsOf } from '../../core/answers.js';
import { conflict, notFound, parseId, parseOrThrow } from '../../core/http-error.js';
import { seatChartOf } from './seat-chart.js';
import { issueComps } from './seat-comps.js';
import { moveSeat } from './seat-moves.js';
import { isSeated } from './show-seating.js';

const idParams = z.object({ id: z.string() });
const showIdOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id);

/** The box office's view of a seated show: its seat chart, a buyer moved to another seat, held seats given as complimentary tickets. */
export async function seatAdminRoutes(app: FastifyInstance) {
  const { db } = app;
  const admin = (ok: Record<number, z.ZodType>) => ({
    preHandler: requireAccess('admin'),
    schema: { params: idParams, response: answers(ok, [...refusalsOf('admin'), 400, 404, 409]) },
  });

  app.get('/tiket/:id/seats/chart', admin({ 200: seatChartAnswer }), async (request, reply) => {
    const id = showIdOf(request);
    if (!(await isSeated(db, id))) {
      const [show] = await db.select({ id: tikets.id }).from(tikets).where(eq(tikets.id, id));
      throw show ? conflict(m.showNotSeated) : notFound();
    }
    reply.header('cache-control', 'private, no-store');
    return { data: { seats: await seatChartOf(db, id) } };
  });

  app.post('/tiket/:id/seats/move', admin({ 200: seatMovedAnswer }), async (request) => {
    const body = parseOrThrow(seatMoveBody, request.body ?? {});
    const data = await moveSeat(db, request, showIdOf(request), body.from, body.to);
    invalidate(app, 'tikets');
    return { message: m.seatMoved, data };
  });

  app.post('/tiket/:id/seats/comp', admin({ 200: seatCompAnswer }), async (request) => {
    const body = parseOrThrow(seatCompBody, request.body ?? {});
    const data = await issueComps(db, request, showIdOf(request), body);
    invalidate(app, 'tikets');
    return { message: m.compIssued(data.seats.length), data };
  });
}
