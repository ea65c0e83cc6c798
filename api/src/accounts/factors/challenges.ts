import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { authChallenges } from '../schema.js';

/** The steps a challenge belongs to; a token of one is never accepted for another. */
export type ChallengePurpose =
  | 'login'
  | 'passkey-register'
  | 'passkey-login'
  | 'passkey-proof'
  | 'totp-setup'
  | 'enrol-mail';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/**
 * Long enough to read a code off a phone or touch a key, short enough to be useless when stolen;
 * an authenticator app being set up (its secret waiting for a first code) gets longer.
 */
export const LONGEST_STEP_MINUTES = 15;
const minutesOf = (purpose: ChallengePurpose) =>
  purpose === 'totp-setup' || purpose === 'enrol-mail' ? LONGEST_STEP_MINUTES : 5;

export type Challenge = typeof authChallenges.$inferSelect;

/** Starts a step: a random token (only its hash is kept), for `userId` when known. */
export async function issueChallenge(
  db: Db,
  purpose: ChallengePurpose,
  userId: number | null,
  challenge: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // expired steps of anyone go with each new one: the table stays as small as the logins in flight
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, new Date()));
  await db.insert(authChallenges).values({
    tokenHash: hashOf(token),
    purpose,
    userId,
    challenge,
    expiresAt: new Date(Date.now() + minutesOf(purpose) * 60_000),
  });
  return token;
}

const live = (token: string, purpose: ChallengePurpose) =>
  and(
    eq(authChallenges.tokenHash, hashOf(token)),
    eq(authChallenges.purpose, purpose),
    gt(authChallenges.expiresAt, new Date()),
  );

/** The step a token names, while it lasts. */
export async function findChallenge(db: Db, token: string, purpose: ChallengePurpose): Promise<Challenge | undefined> {
  const [row] = await db.select().from(authChallenges).where(live(token, purpose)).limit(1);
  return row;
}

/** Takes the step: one use only, so two requests with one token cannot both pass. */
export async function takeChallenge(db: Db, token: string, purpose: ChallengePurpose): Promise<Challenge | undefined> {
  const [row] = await db.delete(authChallenges).where(live(token, purpose)).returning();
  return row;
}

/** Gives a step its WebAuthn challenge (a passkey asked for during a login in progress). */
export const setChallenge = (db: Db, id: number, challenge: string) =>
  db.update(authChallenges).set({ challenge }).where(eq(authChallenges.id, id));
