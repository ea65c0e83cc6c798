import * as c from '@teater/contract';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../core/db/content-table.js';
import { listIndexes } from '../core/db/list-indexes.js';

// Personal data (UU PDP): breaches and how they were handled (consents are the accounts' own).

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
