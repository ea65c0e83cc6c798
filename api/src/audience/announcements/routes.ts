import {
  ANNOUNCEMENT_SOURCES,
  type AnnouncementAudience,
  audienceCountSchema,
  audienceMessages,
  dataAnswer,
  messageAnswer,
  savedAnswer,
  testSendSchema,
} from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAccess } from '../../accounts/index.js';
import { announcements } from '../../content/schema.js';
import { answers, refusalsOf } from '../../core/answers.js';
import { notFound, parseId } from '../../core/http-error.js';
import { audienceSize } from './audience.js';
import { draftFrom } from './draft-from.js';
import { startSend, testSend } from './send.js';

const declared = {
  test: answers({ 200: savedAnswer(testSendSchema) }, [...refusalsOf('admin'), 400, 404]),
  send: answers({ 200: messageAnswer }, [...refusalsOf('admin'), 400, 404, 409]),
  audience: answers({ 200: dataAnswer(audienceCountSchema) }, [...refusalsOf('admin'), 400, 404]),
  draft: answers({ 201: savedAnswer(z.object({ id: z.number().int() })) }, [...refusalsOf('admin'), 400, 404]),
};
const byId = z.object({ id: z.string() });

/**
 * Announcements beyond their generic routes (the resource's, for drafts): a test send to oneself,
 * the send itself, the size of its audience, and a draft made from a news item, program or show.
 */
export async function announcementRoutes(app: FastifyInstance) {
  const admin = { preHandler: requireAccess('admin') };
  app.post(
    '/announcements/:id/test',
    { ...admin, schema: { params: byId, response: declared.test } },
    async (request) => {
      const data = await testSend(app, request, parseId((request.params as { id: string }).id));
      return { message: audienceMessages.testSent(data.email), data };
    },
  );
  app.post(
    '/announcements/:id/send',
    { ...admin, schema: { params: byId, response: declared.send } },
    async (request) => {
      await startSend(app, request, parseId((request.params as { id: string }).id));
      return { message: audienceMessages.sendStarted };
    },
  );
  app.get(
    '/announcements/:id/audience',
    { ...admin, schema: { params: byId, response: declared.audience } },
    async (request, reply) => {
      const id = parseId((request.params as { id: string }).id);
      const [row] = await app.db
        .select({ audience: announcements.audience })
        .from(announcements)
        .where(eq(announcements.id, id))
        .limit(1);
      if (!row) throw notFound();
      reply.header('cache-control', 'private, no-store');
      return { data: { count: await audienceSize(app.db, row.audience as AnnouncementAudience) } };
    },
  );
  app.post(
    '/announcements/from/:source/:id',
    {
      ...admin,
      schema: { params: z.object({ source: z.enum(ANNOUNCEMENT_SOURCES), id: z.string() }), response: declared.draft },
    },
    async (request, reply) => {
      const { source, id } = request.params as { source: (typeof ANNOUNCEMENT_SOURCES)[number]; id: string };
      const created = await draftFrom(app, request, source, parseId(id));
      return reply.status(201).send({ message: audienceMessages.announceCreated, data: { id: created.id } });
    },
  );
}
