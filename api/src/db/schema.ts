import * as c from '@teater/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { contentTable, timestamps } from './content-table.js';
import { listIndexes } from './list-indexes.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: c.ROLES }).notNull().default('user'),
    avatar: text('avatar'),
    subscription_time: timestamp('subscription_time', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), ...listIndexes('users', t, c.usersList)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

// Content resources: columns come from the contract's field definitions.
export const beritas = contentTable(c.beritas);
export const beritakolaborasis = contentTable(c.beritakolaborasis);
export const beritapartners = contentTable(c.beritapartners);
export const programs = contentTable(c.programs);
export const profilanggotas = contentTable(c.profilanggotas);
/** A gallery album's photos in order: the first two are also gambarGaleri and gambarGaleri2. */
export const galeris = contentTable(c.galeris, {
  gambarAlbum: jsonb('gambarAlbum').$type<{ id: number; image: string }[]>().notNull().default([]),
});
export const products = contentTable(c.products);
export const merchs = contentTable(c.merchs);
export const naskahs = contentTable(c.naskahs);
export const donasis = contentTable(c.donasis);
export const landingpageimages = contentTable(c.landingpageimages);
export const lpgaleris = contentTable(c.lpgaleris);
export const lpprograms = contentTable(c.lpprograms);
export const lpberitas = contentTable(c.lpberitas);
export const lpkolaborasis = contentTable(c.lpkolaborasis);
export const lptestimonis = contentTable(c.lptestimonis);
export const lpanggotautamas = contentTable(c.lpanggotautamas, {
  id_anggota: integer('id_anggota')
    .notNull()
    .references(() => profilanggotas.id, { onDelete: 'cascade' }),
});
export const ipvideos = contentTable(c.ipvideos);
export const subsvideos = contentTable(c.subsvideos);
export const subsnaskahs = contentTable(c.subsnaskahs);
export const subsgaleri = contentTable(c.subsgaleri, {
  tempSubsgaleri: jsonb('tempSubsgaleri').$type<{ id: number; image: string }[]>().notNull().default([]),
});
export const tikets = contentTable(c.tikets);

/** Payments of both kinds (subscription, ticket order), keyed by the gateway's order_id. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    order_id: text('order_id').notNull(),
    kind: text('kind', { enum: ['subscription', 'ticket'] }).notNull(),
    /** empty once the account is deleted: the payment itself is kept for the books */
    id_user: integer('id_user').references(() => users.id, { onDelete: 'set null' }),
    /** the buyer as they were at purchase, kept whatever happens to the account */
    buyer_name: text('buyer_name'),
    buyer_email: text('buyer_email'),
    gross_amount: integer('gross_amount').notNull(),
    transaction_status: text('transaction_status').notNull().default('pending'),
    fraud_status: text('fraud_status'),
    token: text('token'),
    /** set once a paid subscription has extended subscription_time, so replays change nothing */
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
    needsRefund: boolean('needs_refund').notNull().default(false),
    raw: jsonb('raw'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_order_id_key').on(t.order_id),
    index('payments_user_idx').on(t.id_user),
    ...listIndexes('payments', t, c.paymentsList),
  ],
);

export const ticketOrders = pgTable(
  'ticket_orders',
  {
    id: serial('id').primaryKey(),
    id_tiket: integer('id_tiket')
      .notNull()
      .references(() => tikets.id, { onDelete: 'restrict' }),
    /** empty once the account is deleted: the order and its tickets stay valid */
    id_user: integer('id_user').references(() => users.id, { onDelete: 'set null' }),
    nama_user: text('nama_user').notNull(),
    /** the buyer's account e-mail at purchase */
    buyer_email: text('buyer_email'),
    no_telp: text('no_telp').notNull(),
    jumlah_tiket: integer('jumlah_tiket').notNull(),
    total_harga: integer('total_harga').notNull(),
    order_id: text('order_id').notNull(),
    /** pending | paid | expired | cancelled | refund */
    status: text('status').notNull().default('pending'),
    /** whether the order still holds stock */
    holdsStock: boolean('holds_stock').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ticket_code: text('ticket_code'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ticket_orders_order_id_key').on(t.order_id),
    uniqueIndex('ticket_orders_code_key').on(t.ticket_code),
    index('ticket_orders_user_idx').on(t.id_user),
    // The hold sweeps look for pending holds past their expiry: only those rows are indexed.
    index('ticket_orders_pending_hold_idx')
      .on(t.id_tiket, t.expiresAt)
      .where(sql`${t.status} = 'pending' AND ${t.holdsStock}`),
    ...listIndexes('ticket_orders', t, c.ticketOrdersList),
  ],
);

/**
 * One admission per seat of a paid order: its own code and QR, admitted once at the door. A ticket
 * admits only while its order is paid (a refund ends it); rows are never deleted with the order.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    id_order: integer('id_order')
      .notNull()
      .references(() => ticketOrders.id, { onDelete: 'restrict' }),
    /** the show, kept on the ticket for the door's counts */
    id_tiket: integer('id_tiket')
      .notNull()
      .references(() => tikets.id, { onDelete: 'restrict' }),
    /** 1 … the order's count */
    seat: integer('seat').notNull(),
    code: text('code').notNull(),
    /** the ticket category at purchase */
    category: text('category').notNull(),
    checked_in_at: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tickets_code_key').on(t.code),
    uniqueIndex('tickets_order_seat_key').on(t.id_order, t.seat),
    index('tickets_show_idx').on(t.id_tiket, t.checked_in_at),
  ],
);

/**
 * The built-in payment sandbox's own records: it plays the provider, so it keeps its state apart
 * from ours (payments), exactly as Midtrans keeps its own.
 */
export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    order_id: text('order_id').notNull(),
    gross_amount: integer('gross_amount').notNull(),
    transaction_status: text('transaction_status').notNull().default('pending'),
    fraud_status: text('fraud_status'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sandbox_transactions_token_key').on(t.token),
    uniqueIndex('sandbox_transactions_order_id_key').on(t.order_id),
  ],
);

/**
 * Mails to send, written in the same transaction as the event that causes them and delivered by
 * the mail worker (api/src/mail). `dedupe_key` names the event, so it never sends twice; `data`
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
    createdAt: timestamp('createdAt', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_key').on(t.dedupe_key),
    index('mail_outbox_due_idx').on(t.next_attempt_at).where(sql`${t.status} IN ('pending', 'sending')`),
    ...listIndexes('mail_outbox', t, c.mailsList),
  ],
);

/** Password reset links: only the token's hash is kept; one use, one hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/** Images uploaded through POST /image, until a record refers to them (housekeeping removes the rest). */
export const imageUploads = pgTable('image_uploads', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Which demo seeders started and finished: one that started and never finished is run again. */
export const demoSeedState = pgTable('demo_seed_state', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  done: boolean('done').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Rate-limit counters, shared by every server process on this database: a window per key (route
 * and caller), counted with one upsert (api/src/plugins/rate-limit-store.ts).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limits_resets_at_idx').on(t.resetsAt)],
);

/**
 * Periodic jobs (housekeeping, backups, reminders, hold expiry): a run is claimed by moving
 * `next_run_at` forward in one statement, so with several processes each run happens once
 * (api/src/ops/job-claims.ts).
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true, mode: 'date' }),
  /** which process ran it last (host and pid), for an operator reading the table */
  lastRunBy: text('last_run_by'),
  runs: integer('runs').notNull().default(0),
});
