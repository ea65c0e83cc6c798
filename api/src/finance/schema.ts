import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../core/db/content-table.js';
import { payments } from '../payments/schema.js';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One settlement report imported from Midtrans (its dashboard's transaction or payout CSV, the
 * status API's answers, or the sandbox's own report in the same format). Its digest makes the
 * second import of the same file a no-op. Who imported it is in
 * the audit log (no key to an account here: these are the books, not personal data).
 */
export const settlementReports = pgTable(
  'settlement_reports',
  {
    id: serial('id').primaryKey(),
    /** transactions (Midtrans' transaction report), payouts (its payout report), status_api */
    source: text('source', { enum: ['transactions', 'payouts', 'status_api'] }).notNull(),
    file_name: text('file_name'),
    /** sha-256 of the file's bytes as uploaded */
    digest: text('digest').notNull(),
    line_count: integer('line_count').notNull().default(0),
    /** of its lines: those matched to a payment of ours, and those the site has no payment for (open) */
    matched_count: integer('matched_count').notNull().default(0),
    open_count: integer('open_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('settlement_reports_digest_key').on(t.digest)],
);

/**
 * What the provider says about one of its transactions (by its order_id), merged from every report
 * that named it: amounts, its fee, when it was paid out to the bank. `payment_id` is empty while the
 * site knows no payment by that order_id: an open item, never an error. Holds no personal data:
 * only the provider's figures.
 */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    id: serial('id').primaryKey(),
    order_id: text('order_id').notNull(),
    payment_id: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** the provider's payment_type (credit_card, gopay, qris, bank_transfer, ...) */
    payment_type: text('payment_type'),
    transaction_status: text('transaction_status'),
    transaction_time: time('transaction_time'),
    gross_amount: integer('gross_amount').notNull(),
    /** what the provider kept (MDR and its tax), in rupiah */
    fee_amount: integer('fee_amount').notNull().default(0),
    /** gross minus fee: what reaches the bank */
    net_amount: integer('net_amount').notNull(),
    /** the day the provider paid it out; empty while pending */
    payout_date: date('payout_date', { mode: 'string' }),
    /** the report that last changed this line */
    report_id: integer('report_id').references(() => settlementReports.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('settlement_lines_order_id_key').on(t.order_id),
    index('settlement_lines_payment_idx').on(t.payment_id),
    index('settlement_lines_payout_idx').on(t.payout_date),
    // the lists and open items of a period read lines by the provider's time (their import's when it gave none)
    index('settlement_lines_at_idx').on(sql`coalesce(${t.transaction_time}, ${t.createdAt})`),
  ],
);
