import { randomUUID } from 'node:crypto';
import { audienceMessages } from '@teater/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf, withdrawSigner } from '../../accounts/index.js';
import { announcements } from '../../content/schema.js';
import { audit } from '../../core/audit/record.js';
import { conflict, notFound } from '../../core/http-error.js';
import { errorText } from '../../core/log-errors.js';
import { enqueueMail } from '../../core/mail-outbox/outbox.js';
import { isTested } from './extras.js';

type Announcement = typeof announcements.$inferSelect;

async function find(app: FastifyInstance, id: number): Promise<Announcement> {
  const [row] = await app.db.select().from(announcements).where(eq(announcements.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

const kick = (app: FastifyInstance, what: string, work: () => Promise<unknown>) =>
  work().catch((error) => app.log.warn(`${what}: ${errorText(error)}`));

/**
 * Mails the announcement as it stands to the admin who asks, marked as a test and with the
 * withdraw links a member's would carry; a draft counts as tested from then until its next change.
 */
export async function testSend(app: FastifyInstance, request: FastifyRequest, id: number) {
  const admin = callerOf(request);
  const sign = await withdrawSigner(app);
  await app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
    if (!row) throw notFound();
    const { title, body, picture, link } = row;
    await enqueueMail(tx, {
      key: `announcement-test:${id}:${randomUUID()}`,
      kind: 'announcement-test',
      to: admin.email,
      data: { announcement: id, title, body, picture, link, name: admin.name, withdraw: sign(admin.id) },
    });
    // the time of the version tested: updatedAt is left alone, so a change after it needs a new test
    const testedAt = new Date(Math.max(Date.now(), row.updatedAt.getTime()));
    if (row.status === 'draft') {
      await tx.update(announcements).set({ test_sent_at: testedAt }).where(eq(announcements.id, id));
    }
    await audit(tx, request, {
      resource: 'announcements',
      id,
      action: 'send-test',
      summary: `${title} → ${admin.email}`,
    });
  });
  kick(app, 'mail delivery', () => app.mail.deliverDue());
  return { email: admin.email };
}

/**
 * Starts sending a tested draft: it becomes `queuing` (conditionally: of two clicks one sends) and
 * the queue job writes its mails in batches; from now on it never changes.
 */
export async function startSend(app: FastifyInstance, request: FastifyRequest, id: number) {
  const sent = await app.db.transaction(async (tx) => {
    const [before] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
    if (!before) throw notFound();
    if (before.status !== 'draft') throw conflict(audienceMessages.alreadySent);
    if (!isTested(before)) throw conflict(audienceMessages.testFirst);
    const [after] = await tx
      .update(announcements)
      .set({ status: 'queuing', send_started_at: sql`now()` })
      .where(and(eq(announcements.id, id), eq(announcements.status, 'draft')))
      .returning();
    await audit(tx, request, { resource: 'announcements', id, action: 'send', before, after, summary: before.title });
    return after;
  });
  kick(app, 'announcement queue', () => app.announcements.queueNow());
  return sent ?? (await find(app, id));
}
