import { z } from 'zod';
import { ACCOUNT_ROLES, ROLES } from './constants.js';
import { LOCALES } from './i18n/locale.js';
import { localized } from './i18n/localized.js';
import { said } from './i18n/said.js';
import type { ListDef } from './list.js';
import { subscriptionFilterEnglish } from './messages/en/labels.js';
import { subscriptionFilterLabels } from './messages/id/labels.js';
import { privacyMessages } from './messages/privacy.js';
import { validationMessages } from './messages/validation.js';
import { idNumber, plainString, requiredText } from './safe-values.js';

/**
 * An e-mail address, lower-cased. Empty is 'Wajib diisi' and only that (the format's message
 * would tell someone who typed nothing that they typed it wrong).
 */
export const emailField = plainString()
  .trim()
  .toLowerCase()
  .min(1, { error: () => validationMessages.required, abort: true })
  .email(said(() => validationMessages.email))
  .max(
    254,
    said(() => validationMessages.maxLength(254)),
  );

const name = requiredText(100, plainString());
const password = plainString()
  .min(
    8,
    said(() => validationMessages.password),
  )
  .max(
    200,
    said(() => validationMessages.maxLength(200)),
  );
const role = z.enum(ACCOUNT_ROLES, { error: () => validationMessages.option });
// null first: coercing null to a date gives 1 January 1970, not "no subscription"
const isoOrNull = z
  .union([z.null(), z.coerce.date({ error: () => validationMessages.date })])
  .transform((d) => (d ? d.toISOString() : null));

/**
 * Registration: the terms and the privacy notice must be accepted (their versions are recorded with
 * the time); news by mail is a separate choice, off unless ticked.
 */
export const signupBody = z.object({
  name,
  email: emailField,
  password,
  accept_terms: z.boolean({ error: () => privacyMessages.acceptTermsRequired }).refine(
    (v) => v,
    said(() => privacyMessages.acceptTermsRequired),
  ),
  announcements: z.boolean().default(false),
});
export const loginBody = z.object({
  email: plainString()
    .trim()
    .toLowerCase()
    .min(
      1,
      said(() => validationMessages.required),
    ),
  password: plainString().min(
    1,
    said(() => validationMessages.required),
  ),
});
export const updatePasswordBody = z.object({
  id: idNumber().optional(),
  password_current: z.string().min(
    1,
    said(() => validationMessages.required),
  ),
  password,
});

/** The language an account reads the site and its mails in. */
export const bahasaField = z.enum(LOCALES, { error: validationMessages.option });

/** What a user may change of their own record (`bahasa`: the language, which the answer's cookie then keeps). */
export const profilePatchBody = z.object({
  name: name.optional(),
  email: emailField.optional(),
  avatar: z.string().max(2000).nullable().optional(),
  bahasa: bahasaField.optional(),
});

/** What an admin may set; role changes involving admins are a superadmin's (checked by the server). */
export const adminUserPatchBody = profilePatchBody.extend({
  role: role.optional(),
  subscription: z.boolean().optional(),
  subscription_time: isoOrNull.optional(),
  password: password.optional(),
});

export const adminUserCreateBody = z.object({
  name: name.optional(),
  email: emailField,
  password,
  role: role.default('user'),
  subscription: z.boolean().optional(),
  subscription_time: isoOrNull.optional(),
});

export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  avatar: z.string().nullable(),
  subscription: z.boolean(),
  subscription_time: z.string().nullable(),
  /** the account's language ('id' | 'en') */
  bahasa: z.enum(LOCALES),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export type SignupBody = z.infer<typeof signupBody>;
export type LoginBody = z.infer<typeof loginBody>;

export const SUBSCRIPTION_FILTERS = ['active', 'expired', 'never'] as const;
/** GET /users: the admin's accounts table. */
export const usersList = {
  search: ['name', 'email'],
  sort: { fields: ['createdAt', 'name', 'email', 'subscription_time'], default: '-createdAt' },
  filters: {
    role: { kind: 'enum', values: ROLES, label: 'Role' },
    subscription: {
      kind: 'enum',
      values: SUBSCRIPTION_FILTERS,
      labels: localized('labels.subscription-filter', subscriptionFilterLabels, subscriptionFilterEnglish),
      label: 'Langganan',
    },
    createdAt: { kind: 'range', label: 'Terdaftar' },
  },
} as const satisfies ListDef;
