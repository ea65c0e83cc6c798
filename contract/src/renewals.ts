import { z } from 'zod';
import type { ListDef } from './list.js';
import { renewal } from './messages/id/renewal.js';

/** A recurring plan's states: charged when due; a charge failed and retries wait; stopped; the last retry failed. */
export const RENEWAL_STATES = ['active', 'past_due', 'stopped', 'lapsed'] as const;
export const RENEWAL_METHODS = ['card', 'gopay'] as const;

const sandboxCard = z.object({
  card_number: z.string().trim().min(12).max(23),
  card_exp_month: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/),
  card_exp_year: z
    .string()
    .trim()
    .regex(/^\d{4}$/),
  card_cvv: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/),
});
/** POST /payment/sandbox/v2/token: the sandbox's card tokenization (Midtrans' /v2/token). */
export const sandboxCardBody = sandboxCard;
export const sandboxCardTokenSchema = z.object({ status_code: z.string(), token_id: z.string() });

/** The saved method a plan is paid by: a card's one-time token_id, or a linked GoPay account. */
export const renewalMethodBody = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), token_id: z.string().trim().min(10).max(100) }),
  z.object({ method: z.literal('gopay'), account_id: z.string().trim().min(10).max(100) }),
]);
export type RenewalMethodBody = z.infer<typeof renewalMethodBody>;

/** POST /renewals/gopay-link: starts linking a GoPay account (Indonesian mobile number). */
export const gopayLinkBody = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^(\+62|62|0)8\d{7,12}$/),
});
export const gopayLinkSchema = z.object({ account_id: z.string(), activation_url: z.string(), status: z.string() });

/** The member's renewal as /account shows it. */
export const renewalSchema = z.object({
  id: z.number().int(),
  state: z.enum(RENEWAL_STATES),
  method: z.enum(RENEWAL_METHODS),
  masked: z.string().nullable(),
  amount: z.number().int(),
  next_charge_at: z.string().nullable(),
  card_expires_at: z.string().nullable(),
  stopped_at: z.string().nullable(),
});
export type Renewal = z.infer<typeof renewalSchema>;

/** A row of the admin's list of subscriptions. */
export const adminRenewalSchema = renewalSchema.extend({
  id_user: z.number().int().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminRenewal = z.infer<typeof adminRenewalSchema>;

/** GET /admin/renewals: by state and method, newest first. */
export const renewalsList = {
  search: [],
  sort: { fields: ['createdAt', 'next_charge_at'], default: '-createdAt' },
  filters: {
    state: { kind: 'enum', values: RENEWAL_STATES, labels: renewal.states, label: 'Status' },
    method: {
      kind: 'enum',
      values: RENEWAL_METHODS,
      labels: { card: renewal.methodCard, gopay: renewal.methodGopay },
      label: renewal.method,
    },
  },
} as const satisfies ListDef;

/** GET/PUT /admin/renewals/settings: days a failed renewal keeps exclusive content open (0: none). */
export const MAX_GRACE_DAYS = 30;
export const renewalSettingsSchema = z.object({
  grace_days: z.number().int().min(0).max(MAX_GRACE_DAYS),
});
export type RenewalSettings = z.infer<typeof renewalSettingsSchema>;
