import {
  dataAnswer,
  isAdminRole,
  isSubscriptionActive,
  waitlistMessages as m,
  messageAnswer,
  pageAnswer,
  savedAnswer,
  ticketOrderStartSchema,
  waitlistClaimBody,
  waitlistEntrySchema,
  waitlistJoinBody,
} from '@teater/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf, requireAccess } from '../../accounts/index.js';
import { invalidate } from '../../content/index.js';
import { answers, type ErrorStatus, refusalsOf } from '../../core/answers.js';
import { auditIfStaff } from '../../core/audit/record.js';
import { conflict, forbidden, notFound, parseId, parseOrThrow } from '../../core/http-error.js';
import { historySource, parseListQuery, runPage } from '../../core/list-query.js';
import { payForOrder } from '../order-payment.js';
import { waitlistEntries } from '../schema.js';
import { SHOWS } from '../ticket-sweeps.js';
import { entriesSelect, entryAnswerOf } from './entries.js';
import { claimOffer, joinWaitlist } from './member.js';
import { endEntry, lapseOffers, lockEntry } from './offers.js';

const idParams = z.object({ id: z.string() });
const LIVE = ['waiting', 'offered'] as const;
const mineSource = historySource(waitlistEntries, 'id_user');

/** A user's route: its answers, and the id in its path when it has one. */
export const userRoute = (ok: Record<number, z.ZodType>, refusals: ErrorStatus[], withId = false) => ({
  preHandler: requireAccess('user'),
  schema: {
    ...(withId ? { params: idParams } : {}),
    response: answers(ok, [...refusalsOf('user'), ...refusals]),
  },
});

const memberOf = (request: FastifyRequest) => isSubscriptionActive(callerOf(request).subscription_time);
const idOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id);

/** One entry with its show and category, for its member (or an admin). */
async function entryFor(app: FastifyInstance, request: FastifyRequest, id: number) {
  const [row] = await entriesSelect(app.db, eq(waitlistEntries.id, id));
  if (!row) throw notFound(m.notFound);
  const caller = callerOf(request);
  if (row.entry.id_user !== caller.id && !isAdminRole(caller.role)) throw forbidden(m.notYours);
  return row;
}

/**
 * An entry leaves the line: its member leaves (or declines the offer), or an admin removes it
 * (recorded in the audit log, as staff writes are). Seats an offer held pass to the next in line at once.
 */
async function leave(app: FastifyInstance, request: FastifyRequest) {
  const caller = callerOf(request);
  const id = idOf(request);
  const ended = await app.db.transaction(async (tx) => {
    const entry = await lockEntry(tx, id);
    if (!entry) throw notFound(m.notFound);
    const own = entry.id_user === caller.id;
    if (!own && !isAdminRole(caller.role)) throw forbidden(m.notYours);
    if (entry.status !== 'waiting' && entry.status !== 'offered') throw conflict(m.notWaiting);
    const after = await endEntry(tx, entry, own ? 'left' : 'removed');
    // an admin's removal, or a staff account leaving a line of its own
    await auditIfStaff(tx, request, { resource: 'waitlist_entries', id, action: 'delete', before: entry, after });
    return { own, offered: entry.status === 'offered' };
  });
  if (ended.offered) invalidate(app, SHOWS);
  return { message: ended.own ? m.left : m.removed };
}

/** A member's side of the waiting lists: join, read their entries and an offer, leave, buy an offer. */
export async function waitlistRoutes(app: FastifyInstance) {
  app.post(
    '/tiket/waitlist',
    userRoute({ 201: savedAnswer(waitlistEntrySchema) }, [400, 404, 409]),
    async (request, reply) => {
      const want = parseOrThrow(waitlistJoinBody(), request.body ?? {});
      const id = await joinWaitlist(app, request, callerOf(request), want);
      const row = await entryFor(app, request, id);
      return reply
        .status(201)
        .send({ message: m.joined(row.position ?? 1), data: entryAnswerOf(row, memberOf(request)) });
    },
  );

  app.get(
    '/tiket/waitlist/mine',
    userRoute({ 200: pageAnswer(waitlistEntrySchema) }, [400]),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const where = and(eq(waitlistEntries.id_user, callerOf(request).id), inArray(waitlistEntries.status, [...LIVE]));
      return runPage(
        mineSource,
        parseListQuery(mineSource, request.query),
        entriesSelect(app.db, where),
        () => app.db.$count(waitlistEntries, where),
        (rows) => rows.map((row) => entryAnswerOf(row, memberOf(request))),
      );
    },
  );

  // The offer page reads this: an offer past its time lapses first (the sweep would soon).
  app.get(
    '/tiket/waitlist/:id',
    userRoute({ 200: dataAnswer(waitlistEntrySchema) }, [404], true),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const row = await entryFor(app, request, idOf(request));
      if (row.entry.status === 'offered' && (row.entry.offer_expires_at?.getTime() ?? 0) <= Date.now()) {
        if ((await lapseOffers(app.db)) > 0) invalidate(app, SHOWS);
        return { data: entryAnswerOf(await entryFor(app, request, row.entry.id), memberOf(request)) };
      }
      return { data: entryAnswerOf(row, memberOf(request)) };
    },
  );

  app.delete('/tiket/waitlist/:id', userRoute({ 200: messageAnswer }, [404, 409], true), (request) =>
    leave(app, request),
  );

  app.post(
    '/tiket/waitlist/:id/claim',
    userRoute({ 201: savedAnswer(ticketOrderStartSchema) }, [400, 404, 409, 502], true),
    async (request, reply) => {
      const body = parseOrThrow(waitlistClaimBody(), request.body ?? {});
      const { wanted, placed } = await claimOffer(app, request, callerOf(request), idOf(request), body);
      invalidate(app, SHOWS);
      return reply.status(201).send(await payForOrder(app, wanted, placed, body.no_telp));
    },
  );
}
