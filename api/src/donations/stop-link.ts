import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../core/db/client.js';
import { siteKeys } from '../core/keys/schema.js';
import { siteKey } from '../core/keys/site-keys.js';

/** The web page a stop link opens (it asks once more, then stops: mail scanners follow GET links). */
export const STOP_PAGE = '/donasi/berhenti';
const KEY_NAME = 'monthly-gift-stop-link';

/** Makes the signing key when the routes start, so a receipt written in a settlement's transaction finds it. */
export const ensureStopKey = (db: Db) => siteKey(db, KEY_NAME);

/** The key, read in the caller's transaction (made at start by ensureStopKey). */
async function keyIn(db: DbOrTx): Promise<Buffer> {
  const [row] = await db.select().from(siteKeys).where(eq(siteKeys.name, KEY_NAME));
  if (!row) throw new Error(`site key ${KEY_NAME} is missing`);
  return Buffer.from(row.value, 'base64url');
}

const signatureOf = (key: Buffer, planId: number) =>
  createHmac('sha256', key).update(`monthly-gift:${planId}`).digest().subarray(0, 18);

/**
 * A monthly gift's stop token: the plan's id and an HMAC of it under the site's key (as the
 * announcements' withdraw link). It never expires and can do one thing only: stop that gift.
 */
export async function stopTokenOf(db: DbOrTx, planId: number) {
  return `${planId}.${signatureOf(await keyIn(db), planId).toString('base64url')}`;
}

/** The plan a stop token was made for, or null when this site did not make it. */
export async function verifyStopToken(db: DbOrTx, token: string): Promise<number | null> {
  const match = /^([1-9]\d{0,9})\.([\w-]{20,40})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const planId = Number(match[1]);
  const given = Buffer.from(match[2], 'base64url');
  const expected = signatureOf(await keyIn(db), planId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? planId : null;
}
