import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../core/db/client.js';
import { secondFactors } from '../schema.js';

const PERIOD = 30;
/** One step either side: a phone clock half a minute off still works. */
const WINDOW = 1;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A new secret (160 random bits, RFC 4226's recommendation) and its otpauth:// URI for the QR code. */
export function newTotpSecret(issuer: string, account: string) {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, issuer, account).toString() };
}

/** The time step a code belongs to, or null when it matches none within the window. */
export function stepOf(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/**
 * Checks a code against the account's authenticator apps. A code's step is taken by a
 * conditional update (only a later step than the last one used), so a code is accepted once, even
 * by two requests racing with it. Answers the factor's id, or null.
 */
export async function useTotp(db: Db, userId: number, code: string): Promise<number | null> {
  const factors = await db
    .select()
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), eq(secondFactors.kind, 'totp')));
  for (const factor of factors) {
    const step = factor.totpSecret ? stepOf(factor.totpSecret, code) : null;
    if (step === null) continue;
    const [taken] = await db
      .update(secondFactors)
      .set({ totpLastStep: step, lastUsedAt: new Date() })
      .where(
        and(
          eq(secondFactors.id, factor.id),
          or(isNull(secondFactors.totpLastStep), lt(secondFactors.totpLastStep, step)),
        ),
      )
      .returning({ id: secondFactors.id });
    if (taken) return taken.id;
  }
  return null;
}
