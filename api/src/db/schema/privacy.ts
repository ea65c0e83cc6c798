import * as c from '@teater/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

// Personal data (UU PDP): consents on record and the site's own signing keys.

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
