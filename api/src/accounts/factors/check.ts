import type { SESSION_FACTORS } from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { secondFactors } from '../schema.js';
import { relyingPartyOf, verifiedAssertion } from './passkeys.js';
import { recoveryCodesLeft, useRecoveryCode } from './recovery-codes.js';
import { useTotp } from './totp.js';

export type UsedFactor = (typeof SESSION_FACTORS)[number];

/** What a person shows as their second factor: a code (an app's or a recovery code) or a passkey. */
export interface FactorShown {
  code?: string;
  passkey?: { id: string };
  /** the WebAuthn challenge the passkey signed (issued for this account) */
  challenge?: string | null;
}

/**
 * Checks a second factor of `userId` and uses it up (a TOTP step, a recovery code, a passkey's
 * counter): answers which kind it was, or null when it does not hold.
 */
export async function checkFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  shown: FactorShown,
): Promise<UsedFactor | null> {
  if (shown.passkey) {
    if (!shown.challenge) return null;
    const factor = await verifiedAssertion(
      app.db,
      relyingPartyOf(app, request),
      shown.challenge,
      shown.passkey,
      userId,
    );
    return factor ? 'passkey' : null;
  }
  const code = shown.code?.trim() ?? '';
  if (/^\d{3}\s?\d{3}$/.test(code)) return (await useTotp(app.db, userId, code)) !== null ? 'totp' : null;
  if (code) return (await useRecoveryCode(app.db, userId, code)) ? 'recovery' : null;
  return null;
}

/** The factors of an account, oldest first. */
export const factorsOf = (app: FastifyInstance, userId: number) =>
  app.db.select().from(secondFactors).where(eq(secondFactors.userId, userId)).orderBy(secondFactors.id);

/** How an account may show its second factor at login (none: it has no factor). */
export async function methodsOf(app: FastifyInstance, userId: number): Promise<UsedFactor[]> {
  const kinds = new Set((await factorsOf(app, userId)).map((factor) => factor.kind));
  if (kinds.size === 0) return [];
  const methods: UsedFactor[] = [...kinds];
  if ((await recoveryCodesLeft(app.db, userId)) > 0) methods.push('recovery');
  return methods;
}
