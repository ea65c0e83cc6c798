import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../core/db/client.js';
import { siteKey } from '../core/keys/site-keys.js';

/** The web page a withdraw link opens (it asks once more, then withdraws: mail scanners follow GET links). */
export const WITHDRAW_PAGE = '/berhenti-kabar';
const KEY_NAME = 'consent-withdraw-link';

const signatureOf = (key: Buffer, userId: number) =>
  createHmac('sha256', key).update(`announcements:${userId}`).digest().subarray(0, 18);

const tokenOf = (key: Buffer, userId: number) => `${userId}.${signatureOf(key, userId).toString('base64url')}`;

/** The member a token was made for, or null when it was not made by this site. */
export async function verifyWithdrawToken(db: Db, token: string): Promise<number | null> {
  const match = /^([1-9]\d{0,9})\.([\w-]{20,40})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const userId = Number(match[1]);
  const given = Buffer.from(match[2], 'base64url');
  const expected = signatureOf(await siteKey(db, KEY_NAME), userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

export interface WithdrawLinks {
  /** the page, shown in the mail's footer */
  page: string;
  /** what mail programs post to (RFC 8058, the List-Unsubscribe header) */
  oneClick: string;
}

/**
 * Makes withdraw links, one member after another (read the key once, then sign many): put a
 * member's links in their announcement mail's data as `withdraw`, and the mail shows the link in
 * its footer and carries the List-Unsubscribe headers. A token is the member's id and an HMAC of it
 * under the site's key: it never expires (a mail read a year later must still work) and can do one
 * thing only, stop announcements.
 */
export async function withdrawSigner(app: FastifyInstance): Promise<(userId: number) => WithdrawLinks> {
  const key = await siteKey(app.db, KEY_NAME);
  const base = app.mail.site.url;
  return (userId) => {
    const token = tokenOf(key, userId);
    return {
      page: `${base}${WITHDRAW_PAGE}?token=${token}`,
      oneClick: `${base}/api/v1/consents/withdraw?token=${token}`,
    };
  };
}
