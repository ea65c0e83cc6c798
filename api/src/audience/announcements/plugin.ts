import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { processLoop } from '../../core/process-loop.js';
import { queueAnnouncements } from './queue.js';

const QUEUE_EVERY_MS = 3000;

declare module 'fastify' {
  interface FastifyInstance {
    announcements: {
      /** writes the mails of announcements being sent into the outbox now; answers the batches written */
      queueNow(): Promise<number>;
    };
  }
}

/**
 * Every process looks for announcements being sent every few seconds and queues their mails batch
 * by batch (the announcement's row lock keeps two processes off the same batch); a send starts it
 * at once.
 */
export const announcementsPlugin = fp(async (app: FastifyInstance) => {
  const queueNow = processLoop(app, {
    name: 'announcement queue',
    everyMs: QUEUE_EVERY_MS,
    run: () => queueAnnouncements(app),
  });
  app.decorate('announcements', { queueNow });
});
