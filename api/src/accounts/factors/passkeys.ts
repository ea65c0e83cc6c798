import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/client.js';
import { secondFactors } from '../schema.js';

export type FactorRow = typeof secondFactors.$inferSelect;

/** Who the passkeys belong to: the site's host (PUBLIC_URL's, else the one the browser called) and its origin. */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingPartyOf(app: FastifyInstance, request: FastifyRequest): RelyingParty {
  const base = app.config.PUBLIC_URL ?? request.headers.origin ?? `${request.protocol}://${request.host}`;
  const url = new URL(base);
  return { id: url.hostname, name: app.config.SITE_NAME, origin: url.origin };
}

const passkeysOf = (db: Db, userId: number) =>
  db
    .select()
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), eq(secondFactors.kind, 'passkey')));

const descriptorOf = (factor: FactorRow) => ({
  id: factor.credentialId ?? '',
  transports: (factor.transports ?? undefined) as AuthenticatorTransport[] | undefined,
});

/**
 * Options to create a passkey: discoverable (it can be the whole login) and verified by the
 * device (PIN, fingerprint), so it is two factors by itself; the account's passkeys are excluded.
 */
export async function registrationOptions(db: Db, rp: RelyingParty, user: { id: number; email: string; name: string }) {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(String(user.id)),
    attestationType: 'none',
    excludeCredentials: (await passkeysOf(db, user.id)).map(descriptorOf),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/** What a new passkey and a passkey's sign-in both answer to: our challenge, this site, a verified user. */
const expected = (rp: RelyingParty, challenge: string) => ({
  expectedChallenge: challenge,
  expectedOrigin: rp.origin,
  expectedRPID: rp.id,
  requireUserVerification: true,
});

/** Checks a new passkey against the challenge issued for it; answers what to store, or null. */
export async function verifiedRegistration(rp: RelyingParty, challenge: string, response: unknown) {
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      ...expected(rp, challenge),
    });
    if (!verified) return null;
    const { credential } = registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? null,
    };
  } catch {
    return null;
  }
}

/** Options to sign in with a passkey: one of the account's, or any of this site's (passwordless). */
export async function authenticationOptions(db: Db, rp: RelyingParty, userId: number | null) {
  return generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    allowCredentials: userId === null ? [] : (await passkeysOf(db, userId)).map(descriptorOf),
  });
}

/**
 * Checks a passkey's signature over the challenge, for `userId`'s passkeys (or any account's, for a
 * passwordless login) and moves its counter forward. Answers the passkey's row, or null.
 */
export async function verifiedAssertion(
  db: Db,
  rp: RelyingParty,
  challenge: string,
  response: { id: string },
  userId: number | null,
): Promise<FactorRow | null> {
  const [factor] = await db
    .select()
    .from(secondFactors)
    .where(and(eq(secondFactors.kind, 'passkey'), eq(secondFactors.credentialId, response.id)))
    .limit(1);
  if (!factor?.publicKey || (userId !== null && factor.userId !== userId)) return null;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      ...expected(rp, challenge),
      credential: { id: response.id, publicKey: Buffer.from(factor.publicKey, 'base64url'), counter: factor.counter },
    });
    if (!verified) return null;
    await db
      .update(secondFactors)
      .set({ counter: authenticationInfo.newCounter, lastUsedAt: new Date() })
      .where(eq(secondFactors.id, factor.id));
    return factor;
  } catch {
    return null;
  }
}
