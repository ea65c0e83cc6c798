import * as c from '@teater/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { listIndexes } from '../db/list-indexes.js';

/**
 * Mails to send, written in the same transaction as the event that causes them and delivered by
 * the mail worker (api/src/audience/mail). `dedupe_key` names the event, so it is queued once; `data`
 * holds what the template needs, rendered at delivery.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    dedupe_key: text('dedupe_key').notNull(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** pending | sending | sent | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** a claim by one process's worker: another may take the mail over only after it passed */
    claimed_until: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    last_error: text('last_error'),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /**
     * The mail's Message-ID (before the @), drawn once when the row is written, so every attempt
     * carries the same one: SMTP is at least once, and a receiver recognises a second copy by it.
     */
    message_id: uuid('message_id').notNull().defaultRandom(),
    createdAt: timestamp('createdAt', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_key').on(t.dedupe_key),
    index('mail_outbox_due_idx').on(t.next_attempt_at).where(sql`${t.status} IN ('pending', 'sending')`),
    ...listIndexes('mail_outbox', t, c.mailsList),
  ],
);
