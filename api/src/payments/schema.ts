import * as c from '@teater/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.js';
import { timestamps } from '../core/db/content-table.js';
import { listIndexes } from '../core/db/list-indexes.js';

/** Payments of both kinds (subscription, ticket order), keyed by the gateway's order_id. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    order_id: text('order_id').notNull(),
    kind: text('kind', { enum: c.PAYMENT_KINDS }).notNull(),
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
    /** where it was paid (web, door) and how (cash, qris, sandbox, ... : the provider's payment_type) */
    channel: text('channel', { enum: c.ORDER_CHANNELS }).notNull().default('web'),
    method: text('method'),
    /**
     * When the money went back (the provider's refund, a door or free order's refund): the books date
     * a refund by it (finance/movements.ts), never by updatedAt, which any later change moves.
     */
    refunded_at: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_order_id_key').on(t.order_id),
    // a period's refunds, for the money reports; with the amount, so a revenue sum reads only the index
    index('payments_refunded_at_idx').on(t.refunded_at, t.gross_amount).where(sql`${t.refunded_at} IS NOT NULL`),
    // the payments whose money came in (finance/reports/movements.ts RECEIVED), by date, with what a
    // revenue sum reads: the dashboard's all-time and monthly revenue are index-only scans, not a
    // pass over every payment of every state
    index('payments_received_idx')
      .on(t.createdAt, t.gross_amount, t.transaction_status, t.fraud_status)
      .where(
        sql`${t.transaction_status} IN ('settlement', 'capture', 'refund', 'partial_refund', 'chargeback', 'partial_chargeback')`,
      ),
    index('payments_user_idx').on(t.id_user),
    ...listIndexes('payments', t, c.paymentsList),
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
 * The sandbox's saved payment methods, as Midtrans keeps them: a card's saved_token_id (one-click)
 * or a linked GoPay account (GoPay tokenization, PENDING until its owner confirms the link).
 */
export const sandboxPaymentTokens = pgTable(
  'sandbox_payment_tokens',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    payment_type: text('payment_type', { enum: ['credit_card', 'gopay'] }).notNull(),
    masked: text('masked').notNull(),
    /** the merchant's reference of the customer it was made for (Midtrans' user_id) */
    customer_ref: text('customer_ref'),
    /** PENDING (a GoPay link not yet confirmed), ENABLED, DISABLED */
    status: text('status').notNull(),
    card_expires_at: timestamp('card_expires_at', { withTimezone: true, mode: 'date' }),
    /** a test card or account whose charges are declined (Midtrans' 4911 1111 1111 1113) */
    declines: boolean('declines').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('sandbox_payment_tokens_token_key').on(t.token)],
);

/** The sandbox's Subscription API records (/v1/subscriptions): a token, an amount, a schedule. */
export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    id: serial('id').primaryKey(),
    subscription_id: text('subscription_id').notNull(),
    name: text('name').notNull(),
    amount: integer('amount').notNull(),
    payment_type: text('payment_type', { enum: ['credit_card', 'gopay'] }).notNull(),
    token: text('token').notNull(),
    /** active or inactive (disabled) */
    status: text('status').notNull().default('active'),
    schedule: jsonb('schedule').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('sandbox_subscriptions_id_key').on(t.subscription_id)],
);
