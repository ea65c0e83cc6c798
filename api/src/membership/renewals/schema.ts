import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/schema.js';
import { instant, parentKey } from '../../core/db/columns.js';
import { timestamps } from '../../core/db/content-table.js';

/** What a recurring plan pays for: a Sahabat month, or a monthly gift to a campaign (issue 46). */
export const RECURRING_PURPOSES = ['membership', 'monthly-gift'] as const;
export type RecurringPurpose = (typeof RECURRING_PURPOSES)[number];
export const RECURRING_METHODS = ['card', 'gopay'] as const;
/** active: charged when due; past_due: a charge failed, retries pending; stopped: by the member or an admin; lapsed: the last retry failed */
export const RECURRING_STATES = ['active', 'past_due', 'stopped', 'lapsed'] as const;
export type RecurringState = (typeof RECURRING_STATES)[number];

/**
 * A member's standing order: what is charged, how much, by which saved method, and when next.
 * The gateway's side of it (the subscription holding the token) is named by gateway_ref.
 */
export const recurringPlans = pgTable(
  'recurring_plans',
  {
    id: serial('id').primaryKey(),
    /** empty once the account is deleted (the plan is stopped and its token removed first) */
    id_user: integer('id_user').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: RECURRING_PURPOSES }).notNull(),
    amount: integer('amount').notNull(),
    method: text('method', { enum: RECURRING_METHODS }).notNull(),
    /** the gateway's subscription id */
    gateway_ref: text('gateway_ref'),
    /** the saved card token or the linked GoPay account id; removed when the plan ends */
    payment_token: text('payment_token'),
    /** how the member recognises the method: '481111-1114', 'GoPay ••••5678' */
    masked: text('masked'),
    card_expires_at: instant('card_expires_at'),
    state: text('state', { enum: RECURRING_STATES }).notNull().default('active'),
    /** the period charged next (1 is the first renewal after the month paid at checkout) */
    period: integer('period').notNull().default(1),
    /** when the current period fell due (its retries count from it) */
    period_due_at: instant('period_due_at').notNull(),
    /** when the run next tries: the due date, or a retry's day */
    next_charge_at: instant('next_charge_at').notNull(),
    /** failed attempts of the current period */
    failures: integer('failures').notNull().default(0),
    /** the period whose three-day reminder went out */
    reminded_period: integer('reminded_period').notNull().default(0),
    stopped_at: instant('stopped_at'),
    ...timestamps,
  },
  (t) => [
    // the renewal run reads due plans in batches by this index only
    index('recurring_plans_due_idx').on(t.next_charge_at, t.id).where(sql`${t.state} IN ('active', 'past_due')`),
    // one live plan per member and purpose
    uniqueIndex('recurring_plans_live_key').on(t.id_user, t.purpose).where(sql`${t.state} IN ('active', 'past_due')`),
    index('recurring_plans_state_idx').on(t.state, t.id),
  ],
);

/**
 * One attempt to charge a plan for a period, written BEFORE the gateway is asked: its order_id is
 * the idempotency key, so a run that crashed after charging finds the charge at the gateway by it.
 */
export const recurringCharges = pgTable(
  'recurring_charges',
  {
    id: serial('id').primaryKey(),
    plan_id: parentKey('plan_id', () => recurringPlans.id),
    period: integer('period').notNull(),
    attempt: integer('attempt').notNull(),
    order_id: text('order_id').notNull(),
    /** charging: asked (or about to ask) the gateway; paid; failed */
    state: text('state', { enum: ['charging', 'paid', 'failed'] })
      .notNull()
      .default('charging'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('recurring_charges_order_id_key').on(t.order_id),
    uniqueIndex('recurring_charges_attempt_key').on(t.plan_id, t.period, t.attempt),
    index('recurring_charges_open_idx').on(t.id).where(sql`${t.state} = 'charging'`),
  ],
);

export type PlanRow = typeof recurringPlans.$inferSelect;
export type ChargeRow = typeof recurringCharges.$inferSelect;

/**
 * The admins' settings of automatic renewal, one row (id 1): how many days after a failed charge's
 * due date exclusive content stays open while the retries go on (0: it closes with the paid month).
 */
export const renewalSettings = pgTable(
  'renewal_settings',
  {
    id: integer('id').primaryKey(),
    grace_days: integer('grace_days').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('renewal_settings_one_row', sql`${t.id} = 1`),
    check('renewal_settings_grace_days', sql`${t.grace_days} BETWEEN 0 AND 30`),
  ],
);
