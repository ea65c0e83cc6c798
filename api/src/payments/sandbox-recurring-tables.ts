import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../core/db/content-table.js';

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
