import * as c from '@teater/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.js';
import { showReference, tickets } from '../box-office/schema.js';
import { tikets } from '../content/schema.js';
import { instant } from '../core/db/columns.js';
import { listIndexes } from '../core/db/list-indexes.js';

// The door (decision 025): door passes, every scan the devices uploaded, and the key the tickets'
// QR payloads are signed with.

/**
 * A door pass: an account of role `door` that opens the door of one show (or of all shows, when
 * `id_tiket` is null) and nothing else. Its link's secret is kept as a hash and works once;
 * revoking a pass ends its sessions, so its device stops syncing at its next call.
 */
export const doorPasses = pgTable(
  'door_passes',
  {
    id: serial('id').primaryKey(),
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    id_tiket: integer('id_tiket').references(() => tikets.id, { onDelete: 'cascade' }),
    /** the link's secret, hashed; works once (then briefly for the same device only); null once revoked */
    secret_hash: text('secret_hash'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    expires_at: instant('expires_at').notNull(),
    activated_at: instant('activated_at'),
    /** the device's own id the link was first opened with (it alone may open it again, briefly) */
    activated_device: text('activated_device'),
    revoked_at: instant('revoked_at'),
    /** the pass may sell tickets at its show's door too (issue 44), not only admit */
    can_sell: boolean('can_sell').notNull().default(false),
    createdAt: instant('createdAt').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('door_passes_user_key').on(t.id_user),
    uniqueIndex('door_passes_secret_key').on(t.secret_hash),
    ...listIndexes('door_passes', t, c.doorPassesList),
  ],
);

/**
 * Every scan a door device made, stored once per scan id (the device's UUID: an upload sent twice
 * stores nothing new), with the time it happened at the door and what the device decided. A
 * ticket admitted by a second device keeps that admission too, marked as a conflict.
 */
export const doorScans = pgTable(
  'door_scans',
  {
    id: serial('id').primaryKey(),
    scan_id: text('scan_id').notNull(),
    id_tiket: showReference('cascade'),
    /** the ticket it was about, when the code is one */
    id_ticket: integer('id_ticket').references(() => tickets.id),
    code: text('code').notNull(),
    /** admitted | used | refunded | cancelled | other_show | unknown | invalid */
    result: text('result', { enum: c.SCAN_RESULTS }).notNull(),
    /** double: the ticket was already in by another scan; revoked: it was no longer valid */
    conflict: text('conflict', { enum: c.CONFLICT_KINDS }),
    device_id: text('device_id').notNull(),
    device_name: text('device_name').notNull(),
    id_user: integer('id_user').references(() => users.id, { onDelete: 'set null' }),
    /** the account's name then: the record outlives the account */
    staff_name: text('staff_name').notNull(),
    scanned_at: instant('scanned_at').notNull(),
    received_at: instant('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('door_scans_scan_id_key').on(t.scan_id),
    index('door_scans_show_idx').on(t.id_tiket, t.scanned_at),
    index('door_scans_ticket_idx').on(t.id_ticket).where(sql`${t.result} = 'admitted'`),
  ],
);
