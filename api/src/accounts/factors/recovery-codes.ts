import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@teater/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { recoveryCodes } from '../schema.js';

// Crockford's base32 without look-alikes: 12 characters are 60 random bits, read aloud or typed.
const ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ0123456789';
const normalize = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
// A plain hash suffices: 60 random bits cannot be guessed offline the way a password can.
const hashOf = (code: string) => createHash('sha256').update(normalize(code)).digest('hex');

function newCode() {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** Ten new codes for the account (the old ones stop working); answers them once, in the clear. */
export async function renewRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashOf(code) })));
  return codes;
}

/** Uses one code: marked used by a conditional update, so it works exactly once. */
export async function useRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  if (normalize(code).length !== 12) return false;
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashOf(code)), isNull(recoveryCodes.usedAt)),
    )
    .returning({ id: recoveryCodes.id });
  return used !== undefined;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}
