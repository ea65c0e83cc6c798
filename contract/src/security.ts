import { z } from 'zod';
import { isoTime } from './answers/common.js';
import { said } from './i18n/said.js';
import { validationMessages } from './messages/validation.js';
import { userSchema } from './users.js';

export const FACTOR_KINDS = ['totp', 'passkey'] as const;
export type FactorKind = (typeof FACTOR_KINDS)[number];
/** what a session was opened with beyond a password (`recovery`: one of the account's codes) */
export const SESSION_FACTORS = ['totp', 'passkey', 'recovery'] as const;
export const RECOVERY_CODE_COUNT = 10;

/** A WebAuthn response as @simplewebauthn/browser hands it over (checked by the server's library). */
const webauthnResponse = z.looseObject({ id: z.string().min(1).max(1024), type: z.literal('public-key') });
const token = z.string().min(20).max(100);
const code = z
  .string()
  .trim()
  .min(
    1,
    said(() => validationMessages.required),
  )
  .max(40);
const label = z.string().trim().max(60).optional();

/** The login's second step: the token of the accepted password, and a code or a passkey. */
export const secondFactorLoginBody = z.object({
  token,
  code: code.optional(),
  passkey: webauthnResponse.optional(),
});
/** WebAuthn options for a login: for the account of a login in progress, or any passkey (passwordless). */
export const passkeyOptionsBody = z.object({ token: token.optional() });
export const passkeyLoginBody = z.object({ challenge: token, passkey: webauthnResponse });

export const totpConfirmBody = z.object({ token, code, label });
export const passkeyRegisterBody = z.object({ challenge: token, passkey: webauthnResponse, label });
/** What removing a factor or renewing the codes takes: the password and a factor that still works. */
export const factorProofBody = z.object({
  password: z.string().min(
    1,
    said(() => validationMessages.required),
  ),
  code: code.optional(),
  challenge: token.optional(),
  passkey: webauthnResponse.optional(),
});

/**
 * What adding a factor takes (the start of an app's or a passkey's setup): what removing one takes,
 * and on the account's first factor (none to show) the code mailed to its address instead.
 */
export const factorEnrolBody = factorProofBody.extend({ mailCode: code.optional() });

/** POST /users/login: a session, or the second step when the account has a second factor. */
export const loginAnswer = z.union([
  z.object({
    token: z.string(),
    data: z.object({ user: userSchema.pick({ id: true, role: true, name: true, email: true }) }),
    /** a staff account that must enrol a second factor before the admin area opens */
    enrol_second_factor: z.boolean().optional(),
  }),
  z.object({ second_factor: z.object({ token: z.string(), methods: z.array(z.enum(SESSION_FACTORS)) }) }),
]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** WebAuthn options (JSON, as the browser library takes them) and the challenge's token. */
export const passkeyOptionsAnswer = z.object({ challenge: z.string(), options: z.record(z.string(), z.unknown()) });

export const factorSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FACTOR_KINDS),
  label: z.string(),
  createdAt: isoTime(),
  lastUsedAt: isoTime().nullable(),
});
export type Factor = z.infer<typeof factorSchema>;

/** GET /users/me/security */
export const securityStateSchema = z.object({
  factors: z.array(factorSchema),
  recoveryCodesLeft: z.number().int(),
  /** staff on a site that requires it: the admin area stays shut without a factor */
  required: z.boolean(),
  /** what this session was opened with beyond the password (null: nothing) */
  sessionFactor: z.enum(SESSION_FACTORS).nullable(),
});
export type SecurityState = z.infer<typeof securityStateSchema>;

export const totpSetupSchema = z.object({ token: z.string(), secret: z.string(), uri: z.string(), qr: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;
/** A factor added: the new codes when it was the account's first (shown once). */
export const factorAddedSchema = z.object({ factor: factorSchema, recoveryCodes: z.array(z.string()).nullable() });

export const sessionSchema = z.object({
  id: z.number().int(),
  current: z.boolean(),
  device: z.string(),
  ip: z.string().nullable(),
  place: z.string().nullable(),
  method: z.string(),
  secondFactor: z.enum(SESSION_FACTORS).nullable(),
  createdAt: isoTime(),
  lastSeenAt: isoTime(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;

/** GET /users/me: the account, and whether the admin area waits for this session's second factor. */
export const meSchema = userSchema.extend({ needsSecondFactor: z.boolean() });
export type Me = z.infer<typeof meSchema>;
