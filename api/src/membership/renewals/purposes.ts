import { donationMessages, MIN_DONATION, paymentMessages, SUBSCRIPTION_PLAN } from '@teater/contract';
import { inArray } from 'drizzle-orm';
import { users } from '../../accounts/schema.js';
import type { Tx } from '../../core/db/client.js';
import type { RecurringPurpose } from './schema.js';

/**
 * What a recurring plan pays for, as the charging engine needs to know it: the amount of a period,
 * how long a period lasts, and the payment row that carries the money (whose settlement does the
 * rest: a Sahabat payment extends the membership and mails the receipt). A monthly gift (issue 46)
 * adds its entry here; the engine does not change.
 */
export interface PurposeRules {
  amount: number;
  months: number;
  paymentKind: 'subscription' | 'donation';
  /** whether a paid period opens exclusive content (then a failed charge's grace period keeps it open) */
  opensContent: boolean;
  itemName(site: string): string;
  /**
   * When the period after a paid one falls due, for each of these plans of the purpose (the
   * payments' settlement already did its part), in one statement at most.
   */
  nextDue(tx: Tx, plans: { id_user: number | null; period_due_at: Date }[]): Promise<Date[]>;
}

export const PURPOSES: Record<RecurringPurpose, PurposeRules> = {
  membership: {
    amount: SUBSCRIPTION_PLAN.price,
    months: SUBSCRIPTION_PLAN.months,
    paymentKind: 'subscription',
    opensContent: true,
    itemName: (site) => paymentMessages.subscriptionItem(site),
    // when the month just paid ends: the settlement extended subscription_time
    async nextDue(tx, plans) {
      const ids = plans.flatMap((plan) => (plan.id_user === null ? [] : [plan.id_user]));
      const expiries =
        ids.length === 0
          ? []
          : await tx
              .select({ id: users.id, subscription_time: users.subscription_time })
              .from(users)
              .where(inArray(users.id, ids));
      const expiry = new Map(expiries.map((user) => [user.id, user.subscription_time]));
      return plans.map(
        (plan) =>
          (plan.id_user === null ? null : expiry.get(plan.id_user)) ??
          addMonths(plan.period_due_at, SUBSCRIPTION_PLAN.months),
      );
    },
  },
  // a monthly gift (api/src/donations): each paid charge is a gift of its campaign; the amount is the
  // donor's (this one is the least a plan may charge); its month simply follows the last
  'monthly-gift': {
    amount: MIN_DONATION,
    months: 1,
    paymentKind: 'donation',
    // a gift opens nothing: a failed one needs no grace period
    opensContent: false,
    itemName: (site) => donationMessages.itemName(site),
    async nextDue(_tx, plans) {
      return plans.map((plan) => addMonths(plan.period_due_at, 1));
    },
  },
};

/** The idempotency key of one attempt to charge a plan for a period: the gateway's order_id. */
export const renewalOrderId = (planId: number, period: number, attempt: number) => `REN-${planId}-${period}-${attempt}`;

/** Days after the due date at which a failed period is tried again; after the last, auto-renewal ends. */
export const RETRY_DAYS = [1, 3, 5] as const;

export const addMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};
