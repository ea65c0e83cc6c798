import type { AnnouncementAudience } from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type WithdrawLinks, withdrawSigner } from '../../accounts/index.js';
import { announcements } from '../../content/schema.js';
import type { Tx } from '../../core/db/client.js';
import { analyseGrownTables, type GrownTables } from '../../core/db/grown-statistics.js';
import { mailOutbox } from '../../core/mail-outbox/schema.js';
import { announcementRecipients } from '../schema.js';
import { nextBatch, type Recipient } from './audience.js';

/**
 * Accounts looked at per batch; each batch is one short transaction. PGlite runs in the process's
 * one thread on one connection, so while a batch runs no public read is answered: its batches are
 * small, and the queue leaves it at least as long as it took (below half of the thread). On a
 * PostgreSQL server the site's reads have connections of their own.
 */
export const QUEUE_BATCH = { postgres: 200, pglite: 25 } as const;
/** Between batches the process serves its requests. */
const PAUSE_MS = 20;
/**
 * The tables a send grows by thousands of rows. PGlite runs no autovacuum: after each batch the
 * queue analyses those still planned as small (core/db/grown-statistics.ts), else every batch's
 * foreign-key checks on the new mails cost 10 ms and more of the thread that answers the site.
 */
const GROWN_TABLES: GrownTables = {
  // the foreign-key checks and the mail worker's claim
  mail_outbox: ['id', 'status', 'next_attempt_at'],
  // the unique key and the figures' lookups
  announcement_recipients: ['announcement_id', 'user_id', 'mail_id'],
};

type Announcement = typeof announcements.$inferSelect;

/**
 * One batch of one announcement being queued, in one transaction: of the next accounts after its
 * cursor (by id: the table is never loaded whole), the members it goes to, each an outbox mail keyed by
 * announcement and member and a recipient row with the same key, so a member gets it once
 * whichever process writes the batch and however often. Mails are spaced by the rate
 * (ANNOUNCEMENT_MAILS_PER_MINUTE), so every process's worker together sends no faster.
 * Answers whether a batch was written (false: nothing to queue).
 */
async function queueBatch(app: FastifyInstance, sign: (id: number) => WithdrawLinks): Promise<boolean> {
  const size = QUEUE_BATCH[app.database.kind];
  return app.db.transaction(async (tx) => {
    // another process holding one announcement's lock leaves it to that process (SKIP LOCKED)
    const [announcement] = await tx
      .select()
      .from(announcements)
      .where(eq(announcements.status, 'queuing'))
      .orderBy(announcements.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!announcement) return false;
    const batch = await nextBatch(tx, announcement.audience as AnnouncementAudience, {
      after: announcement.queue_after,
      size,
    });
    const written = await writeMails(tx, announcement, batch.chosen, sign, app.config.ANNOUNCEMENT_MAILS_PER_MINUTE);
    await tx
      .update(announcements)
      .set({
        queue_after: batch.last,
        queued: announcement.queued + written,
        status: batch.next === null ? 'sent' : 'queuing',
      })
      .where(eq(announcements.id, announcement.id));
    return true;
  });
}

async function writeMails(
  tx: Tx,
  announcement: Announcement,
  members: Recipient[],
  sign: (id: number) => WithdrawLinks,
  perMinute: number,
): Promise<number> {
  if (members.length === 0) return 0;
  const start = (announcement.send_started_at ?? new Date()).getTime();
  const mails = await tx
    .insert(mailOutbox)
    .values(
      members.map((member, i) => ({
        dedupe_key: `announcement:${announcement.id}:${member.id}`,
        kind: 'announcement',
        recipient: member.email,
        data: {
          announcement: announcement.id,
          title: announcement.title,
          name: member.name,
          user: member.id,
          withdraw: sign(member.id),
        },
        next_attempt_at: new Date(start + ((announcement.queued + i) * 60_000) / perMinute),
      })),
    )
    .onConflictDoNothing({ target: mailOutbox.dedupe_key })
    .returning({ id: mailOutbox.id, key: mailOutbox.dedupe_key });
  if (mails.length === 0) return 0;
  const mailOf = new Map(mails.map((mail) => [mail.key, mail.id]));
  await tx
    .insert(announcementRecipients)
    .values(
      members.flatMap((member) => {
        const mailId = mailOf.get(`announcement:${announcement.id}:${member.id}`);
        return mailId === undefined ? [] : [{ announcement_id: announcement.id, user_id: member.id, mail_id: mailId }];
      }),
    )
    .onConflictDoNothing();
  return mails.length;
}

/** Queues every announcement being sent, batch after batch, until none is left; answers the batches. */
export async function queueAnnouncements(app: FastifyInstance): Promise<number> {
  const sign = await withdrawSigner(app);
  const embedded = app.database.kind === 'pglite';
  let batches = 0;
  for (;;) {
    const started = performance.now();
    if (!(await queueBatch(app, sign))) break;
    batches++;
    if (embedded) await analyseGrownTables(app.db, GROWN_TABLES);
    const took = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, embedded ? Math.max(PAUSE_MS, took) : PAUSE_MS));
  }
  return batches;
}
