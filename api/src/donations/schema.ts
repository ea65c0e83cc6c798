import * as c from '@teater/contract';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.js';
import { kampanyes } from '../content/schema.js';
import { timestamps } from '../core/db/content-table.js';
import { listIndexes } from '../core/db/list-indexes.js';
import { recurringPlans } from '../membership/renewals/schema.js';
import { payments } from '../payments/schema.js';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One gift to a campaign, paid through its payment row (kind 'donation', same order_id). Its
 * `status` follows the payment's settlement (donations/settle.ts); a campaign's total is the sum of
 * its paid gifts. Kept for the books when its donor's account goes: the name and e-mail are erased.
 */
export const donations = pgTable(
  'donations',
  {
    id: serial('id').primaryKey(),
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => kampanyes.id, { onDelete: 'restrict' }),
    order_id: text('order_id')
      .notNull()
      .references(() => payments.order_id, { onDelete: 'restrict' }),
    /** the member who gave, when logged in; empty for a visitor and once the account is deleted */
    id_user: integer('id_user').references(() => users.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    status: text('status', { enum: c.DONATION_STATUSES }).notNull().default('pending'),
    donor_name: text('donor_name'),
    donor_email: text('donor_email'),
    /** the donor asked that no name be shown anywhere public */
    anonymous: boolean('anonymous').notNull().default(false),
    /** the donor agreed to appear on the campaign's wall */
    on_wall: boolean('on_wall').notNull().default(false),
    /** the donor agreed to the campaign's mail (the admin's thank-you note); off unless ticked */
    may_mail: boolean('may_mail').notNull().default(false),
    message: text('message'),
    /** the monthly gift whose charge this is (its receipt carries the stop link) */
    plan_id: integer('plan_id').references(() => recurringPlans.id, { onDelete: 'set null' }),
    paidAt: time('paid_at'),
    refundedAt: time('refunded_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('donations_order_id_key').on(t.order_id),
    index('donations_campaign_status_idx').on(t.campaign_id, t.status),
    index('donations_user_idx').on(t.id_user),
    ...listIndexes('donations', t, c.donationsList),
  ],
);

/**
 * A monthly gift's wishes beside its plan (membership/renewals charges it): the campaign each
 * month's gift goes to and how the donor wants to appear. Each paid charge becomes a gift of it.
 */
export const monthlyGifts = pgTable(
  'monthly_gifts',
  {
    id: serial('id').primaryKey(),
    plan_id: integer('plan_id')
      .notNull()
      .references(() => recurringPlans.id, { onDelete: 'cascade' }),
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => kampanyes.id, { onDelete: 'restrict' }),
    anonymous: boolean('anonymous').notNull().default(false),
    on_wall: boolean('on_wall').notNull().default(false),
    may_mail: boolean('may_mail').notNull().default(false),
    message: text('message'),
    ...timestamps,
  },
  (t) => [uniqueIndex('monthly_gifts_plan_key').on(t.plan_id)],
);
