import {
  adminWaitlistEntrySchema,
  dataAnswer,
  waitlistMessages as m,
  pageAnswer,
  waitlistEditBody,
  waitlistList,
} from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAccess } from '../../accounts/index.js';
import { invalidate } from '../../content/index.js';
import { answers, refusalsOf } from '../../core/answers.js';
import { audit } from '../../core/audit/record.js';
import { conflict, notFound, parseId, parseOrThrow } from '../../core/http-error.js';
import { adminListSource, pageFromQuery } from '../../core/list-query.js';
import { waitlistEntries } from '../schema.js';
import { SHOWS } from '../ticket-sweeps.js';
import { adminEntryAnswerOf, entriesSelect } from './entries.js';
import { lockEntry, offerFreeSeats } from './offers.js';

const adminSource = adminListSource(waitlistList, waitlistEntries);

/**
 * A waiting entry asks for another number of seats (an admin's edit, recorded in the audit log);
 * it may fit seats already free, which are offered at once. An offered entry keeps its offer.
 */
async function editEntry(app: FastifyInstance, request: FastifyRequest) {
  const id = parseId((request.params as { id: string }).id);
  const { quantity } = parseOrThrow(waitlistEditBody(), request.body ?? {});
  const offered = await app.db.transaction(async (tx) => {
    const entry = await lockEntry(tx, id);
    if (!entry) throw notFound(m.notFound);
    if (entry.status !== 'waiting') throw conflict(entry.status === 'offered' ? m.offeredNotEditable : m.notWaiting);
    const [after] = await tx
      .update(waitlistEntries)
      .set({ quantity, updatedAt: new Date() })
      .where(eq(waitlistEntries.id, id))
      .returning();
    await audit(tx, request, { resource: 'waitlist_entries', id, action: 'update', before: entry, after });
    return offerFreeSeats(tx, [entry.id_kategori]);
  });
  if (offered > 0) invalidate(app, SHOWS);
  const [row] = await entriesSelect(app.db, eq(waitlistEntries.id, id));
  if (!row) throw notFound(m.notFound);
  return { message: m.updated, data: adminEntryAnswerOf(row) };
}

/** The admins' waiting lists: every entry by show and state, in order of joining; an entry's seats. */
export async function waitlistAdminRoutes(app: FastifyInstance) {
  const admin = (ok: Record<number, z.ZodType>, refusals: (400 | 404 | 409)[], withId = false) => ({
    preHandler: requireAccess('admin'),
    schema: {
      ...(withId ? { params: z.object({ id: z.string() }) } : {}),
      response: answers(ok, [...refusalsOf('admin'), ...refusals]),
    },
  });

  app.get('/tiket/waitlist', admin({ 200: pageAnswer(adminWaitlistEntrySchema) }, [400]), async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return pageFromQuery(
      adminSource,
      request.query,
      (where) => entriesSelect(app.db, where),
      (where) => app.db.$count(waitlistEntries, where),
      (rows) => rows.map(adminEntryAnswerOf),
    );
  });

  app.patch(
    '/tiket/waitlist/:id',
    admin({ 200: dataAnswer(adminWaitlistEntrySchema).extend({ message: z.string() }) }, [400, 404, 409], true),
    (request) => editEntry(app, request),
  );
}
