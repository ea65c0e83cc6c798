import * as c from '@teater/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.js';
import { announcements } from '../content/schema.js';
import { timestamps } from '../core/db/content-table.js';
import { listIndexes } from '../core/db/list-indexes.js';
import { mailOutbox } from '../core/mail-outbox/schema.js';

// The audience: announcements to members who asked for them, and WhatsApp as a second channel.

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Who was sent which announcement: one row per announcement and member (the unique key that makes
 * a member get it once, however many processes queue it), with its mail. An `id` like every table's
 * (backups read each table in id order). A sent announcement cannot
 * be deleted (RESTRICT); a deleted account takes its rows along.
 */
export const announcementRecipients = pgTable(
  'announcement_recipients',
  {
    id: serial('id').primaryKey(),
    announcement_id: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'restrict' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mail_id: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: time('createdAt').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('announcement_recipients_key').on(t.announcement_id, t.user_id),
    // a member's announcements in time order: which one a withdrawal followed
    index('announcement_recipients_user_idx').on(t.user_id, t.createdAt),
    // mails leave the outbox after their retention period: each finds its row here (SET NULL)
    index('announcement_recipients_mail_idx').on(t.mail_id),
  ],
);

/** A member's WhatsApp number, kept while they want notifications there (consent kind `whatsapp`). */
export const whatsappNumbers = pgTable('whatsapp_numbers', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  number: text('number').notNull(),
  ...timestamps,
});

/**
 * WhatsApp messages to send and their fate, like the mail outbox (decision 009): written in the
 * transaction of their event and keyed by it, claimed by one process's worker (FOR UPDATE SKIP
 * LOCKED), then `wamid` names the message in the Cloud API's status webhooks. `fallback` is the
 * mail to queue if it fails; `fell_back` that it was (once).
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: serial('id').primaryKey(),
    dedupe_key: text('dedupe_key').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    kind: text('kind', { enum: c.WHATSAPP_KINDS }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    fallback: jsonb('fallback').$type<{ key: string; kind: string; to: string; data: Record<string, unknown> }>(),
    status: text('status', { enum: c.WHATSAPP_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: time('next_attempt_at').notNull().defaultNow(),
    claimed_until: time('claimed_until'),
    wamid: text('wamid'),
    last_error: text('last_error'),
    fell_back: boolean('fell_back').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('whatsapp_messages_dedupe_key').on(t.dedupe_key),
    uniqueIndex('whatsapp_messages_wamid').on(t.wamid),
    index('whatsapp_messages_user_idx').on(t.user_id),
    index('whatsapp_messages_due_idx').on(t.next_attempt_at).where(sql`${t.status} IN ('pending', 'sending')`),
    ...listIndexes('whatsapp_messages', t, c.whatsappMessagesList),
  ],
);

/**
 * The built-in sandbox's side (no WHATSAPP_* settings): every request the Cloud API would have
 * received, as received, and the statuses it has still to report to the webhook.
 */
export const whatsappSandbox = pgTable('whatsapp_sandbox', {
  id: serial('id').primaryKey(),
  wamid: text('wamid').notNull().unique(),
  request: jsonb('request').$type<Record<string, unknown>>().notNull(),
  /** statuses not yet posted to the webhook, in order */
  unreported: jsonb('unreported').$type<string[]>().notNull().default([]),
  createdAt: time('createdAt').notNull().defaultNow(),
});
