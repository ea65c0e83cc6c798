import * as c from '@teater/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.js';
import { timestamps } from '../core/db/content-table.js';
import { listIndexes } from '../core/db/list-indexes.js';

// Personal data (UU PDP): consents on record, breaches and how they were handled, the site's own signing keys.

/**
 * Consents: one row per grant or withdrawal, with its time; where a consent stands is its latest
 * row. Rows are never changed (a trigger refuses UPDATE, migration consents_append_only); they go
 * with the account.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: c.CONSENT_KINDS }).notNull(),
    granted: boolean('granted').notNull(),
    /** the version of the text agreed to (terms, privacy notice) */
    version: text('version'),
    source: text('source', { enum: c.CONSENT_SOURCES }).notNull(),
    /** the address the change came from */
    ip: text('ip'),
    createdAt: timestamp('createdAt', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // a member's consents, latest first; and the members of one kind in id order (announcement batches)
    index('consents_user_kind_idx').on(t.user_id, t.kind, t.id),
    index('consents_kind_user_idx').on(t.kind, t.user_id, t.id),
    // withdrawals of announcements in time order: the few an announcement's figures look at
    index('consents_withdrawn_idx').on(t.createdAt).where(sql`${t.kind} = 'announcements' AND NOT ${t.granted}`),
  ],
);

/**
 * Keys the site makes for itself, shared by every process through the database: the first process
 * that needs one writes it (INSERT … ON CONFLICT DO NOTHING), every other reads the same.
 */
export const siteKeys = pgTable('site_keys', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  value: text('value').notNull(),
  createdAt: timestamp('createdAt', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Breaches of personal data and the steps taken (UU PDP art. 46): recorded, the people concerned
 * told (their mails queued once, keyed `breach:<id>:<account>`), the report for the authority
 * made. Each step is also in the audit log. No member's data: the accounts concerned are found
 * from the window and the kinds exposed whenever they are asked for.
 */
export const breachIncidents = pgTable(
  'breach_incidents',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    discovered_at: timestamp('discovered_at', { withTimezone: true, mode: 'date' }).notNull(),
    window_from: timestamp('window_from', { withTimezone: true, mode: 'date' }).notNull(),
    window_to: timestamp('window_to', { withTimezone: true, mode: 'date' }).notNull(),
    exposed: jsonb('exposed').$type<c.PersonalKind[]>().notNull(),
    description: text('description').notNull(),
    measures: text('measures').notNull(),
    advice: text('advice').notNull(),
    notified_at: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    notified_count: integer('notified_count').notNull().default(0),
    reported_at: timestamp('reported_at', { withTimezone: true, mode: 'date' }),
    /** the report for the authority, as it was made */
    report: text('report'),
    ...timestamps,
  },
  (t) => listIndexes('breach_incidents', t, c.breachesList),
);
