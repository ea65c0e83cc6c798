import * as c from '@teater/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../core/db/content-table.js';
import { listIndexes } from '../core/db/list-indexes.js';

// Accounts: users, their login sessions, password reset links, second factors, known devices and consents.

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
    /** the language the member reads the site and mails in (issue 31): 'id' or 'en' */
    bahasa: text('bahasa', { enum: c.LOCALES }).notNull().default('id'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), ...listIndexes('users', t, c.usersList)],
);

/** A secret of an account kept as its hash (a session, a reset link): it ends with the account. */
const accountToken = () => ({
  tokenHash: text('token_hash').notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    ...accountToken(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** how it was opened: `password` or `passkey` (a passkey alone is two factors) */
    method: text('method').notNull().default('password'),
    /** the second factor shown at login (`totp`, `passkey`, `recovery`), or null: none */
    secondFactor: text('second_factor'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** city and country when a proxy in front says them (e.g. Cloudflare's headers) */
    place: text('place'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Password reset links: only the token's hash is kept; one use, one hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    ...accountToken(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/**
 * An account's second factors: an authenticator app (TOTP, RFC 6238: its secret, and the last
 * time step used, so a code is never accepted twice) or a passkey (WebAuthn: the credential's id,
 * public key and signature counter). An app is saved once its first code confirmed it.
 */
export const secondFactors = pgTable(
  'second_factors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['totp', 'passkey'] }).notNull(),
    label: text('label').notNull(),
    totpSecret: text('totp_secret'),
    totpLastStep: integer('totp_last_step'),
    credentialId: text('credential_id'),
    publicKey: text('public_key'),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('second_factors_user_idx').on(t.userId),
    uniqueIndex('second_factors_credential_key').on(t.credentialId),
  ],
);

/** Ten one-time recovery codes per account, kept as hashes; a used one stays, marked. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * Short-lived steps of a login or an enrolment, shared by every process: a password accepted and
 * the second factor awaited (`login`), a WebAuthn challenge issued (`passkey-register`,
 * `passkey-login`, `passkey-proof`), an authenticator app's secret awaiting its first code
 * (`totp-setup`). Kept as the token's hash; taken once.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    challenge: text('challenge'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_challenges_token_hash_key').on(t.tokenHash),
    index('auth_challenges_expires_idx').on(t.expiresAt),
  ],
);

/** The devices an account logged in from (a long-lived cookie's hash): a new one gets the owner a mail. */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('known_devices_user_device_key').on(t.userId, t.deviceHash)],
);

/**
 * Consents: one row per grant or withdrawal, with its time; where a consent stands is its latest
 * row. Rows are never changed (a trigger refuses UPDATE, migration consents_append_only); they go
 * with the account.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: c.CONSENT_KINDS }).notNull(),
    granted: boolean('granted').notNull(),
    /** the version of the text agreed to (terms, privacy notice) */
    version: text('version'),
    source: text('source', { enum: c.CONSENT_SOURCES }).notNull(),
    /** the address the change came from */
    ip: text('ip'),
    createdAt: timestamp('createdAt', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // a member's consents, latest first; and the members of one kind in id order (announcement batches)
    index('consents_user_kind_idx').on(t.user_id, t.kind, t.id),
    index('consents_kind_user_idx').on(t.kind, t.user_id, t.id),
    // withdrawals of announcements in time order: the few an announcement's figures look at
    index('consents_withdrawn_idx').on(t.createdAt).where(sql`${t.kind} = 'announcements' AND NOT ${t.granted}`),
  ],
);
