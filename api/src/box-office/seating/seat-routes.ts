import {
  bestSeatsAnswer,
  bestSeatsQuery,
  seatingMessages as m,
  savedAnswer,
  seatBlockBody,
  seatMapAnswer,
  seatOrderBody,
  seatReleaseBody,
  seatsChangedAnswer,
  seatsTakenAnswer,
  showSeatingAnswer,
  showSeatingBody,
  ticketOrderStartSchema,
} from '@teater/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf, requireAccess } from '../../accounts/index.js';
import { invalidate } from '../../content/index.js';
import { answers, refusalsOf } from '../../core/answers.js';
import { conflict, parseId, parseOrThrow } from '../../core/http-error.js';
import { payForOrder } from '../order-payment.js';
import { refusalOf } from '../order-refusals.js';
import { bestSeats } from './best-seats.js';
import { blockSeats, releaseSeats } from './seat-blocks.js';
import { publicSeatedShow, seatMapOf, seatsTakenOf } from './seat-map.js';
import { seatOrderPlacer } from './seat-orders.js';
import { assignPlan } from './show-seating.js';

const SHOWS = 'tikets';
const idParams = z.object({ id: z.string() });
const showIdOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id);

/** A seated show: its map, what is taken now, the best seats; admins' plan choice and holds; a seat order. */
export async function seatRoutes(app: FastifyInstance) {
  const { db } = app;
  const placeSeatOrder = seatOrderPlacer(app);
  const admin = (ok: Record<number, z.ZodType>) => ({
    preHandler: requireAccess('admin'),
    schema: { params: idParams, response: answers(ok, [...refusalsOf('admin'), 400, 404, 409]) },
  });
  const open = (ok: Record<number, z.ZodType>, refusals: (400 | 404 | 409)[]) => ({
    schema: { params: idParams, response: answers(ok, refusals) },
  });

  app.put('/tiket/:id/seating', admin({ 200: showSeatingAnswer }), async (request) => {
    const data = await assignPlan(db, request, showIdOf(request), parseOrThrow(showSeatingBody, request.body ?? {}));
    invalidate(app, SHOWS);
    return { message: m.showSeatingSaved, data };
  });

  app.post('/tiket/:id/seats/block', admin({ 200: seatsChangedAnswer }), async (request) => {
    const body = parseOrThrow(seatBlockBody, request.body ?? {});
    const seats = await blockSeats(db, request, showIdOf(request), body.seats, body.reason);
    invalidate(app, SHOWS);
    return { message: m.seatsBlocked, data: { seats } };
  });

  app.post('/tiket/:id/seats/release', admin({ 200: seatsChangedAnswer }), async (request) => {
    const body = parseOrThrow(seatReleaseBody, request.body ?? {});
    const seats = await releaseSeats(db, request, showIdOf(request), body.seats);
    invalidate(app, SHOWS);
    return { message: m.seatsReleased, data: { seats } };
  });

  app.get('/tiket/:id/seats', open({ 200: seatMapAnswer }, [400, 404]), async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { data: await seatMapOf(db, showIdOf(request)) };
  });

  // polled by the map: an unchanged answer is a 304 of a few bytes
  app.get('/tiket/:id/seats/taken', open({ 200: seatsTakenAnswer }, [400, 404]), async (request, reply) => {
    const { etag, data } = await seatsTakenOf(db, showIdOf(request));
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return { data };
  });

  app.get('/tiket/:id/seats/best', open({ 200: bestSeatsAnswer }, [400, 404, 409]), async (request, reply) => {
    const id = showIdOf(request);
    const query = parseOrThrow(bestSeatsQuery, request.query ?? {});
    await publicSeatedShow(db, id);
    const seats = await bestSeats(db, id, query.zone, query.count);
    if (seats.length === 0) throw conflict(m.noAdjacent(query.count));
    reply.header('cache-control', 'no-store');
    return { data: { seats } };
  });

  app.post(
    '/tiket/user/pesan-kursi',
    {
      preHandler: requireAccess('user'),
      schema: {
        response: answers({ 201: savedAnswer(ticketOrderStartSchema) }, [...refusalsOf('user'), 400, 404, 409, 502]),
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const body = parseOrThrow(seatOrderBody, request.body ?? {});
      const { wanted, placement } = await placeSeatOrder(request, body, caller);
      if (placement.result !== 'placed') throw refusalOf[placement.result]();
      invalidate(app, SHOWS);
      return reply.status(201).send(await payForOrder(app, wanted, placement, body.no_telp));
    },
  );
}
