import * as c from '@teater/contract';
import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { listIndexes } from '../db/list-indexes.js';

/**
 * The audit log: one row per staff write or security event, written in the transaction of the
 * change (api/src/audit). Append-only: a trigger refuses UPDATE and DELETE (migration
 * 0015_audit_log_append_only), except the housekeeping job's purge of entries past retention.
 * No foreign key: the actor is copied as they were, so entries outlive the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('createdAt', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actor_id: integer('actor_id'),
    actor_role: text('actor_role'),
    actor_name: text('actor_name'),
    actor_email: text('actor_email'),
    ip: text('ip'),
    resource: text('resource').notNull(),
    record_id: integer('record_id'),
    action: text('action').notNull(),
    /** what the record was called (a title, an order id, an e-mail): what a search finds it by */
    summary: text('summary').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => listIndexes('audit_log', t, c.auditList),
);
