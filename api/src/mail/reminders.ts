import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

const DAYS_BEFORE = 3;

/**
 * Subscription reminders: "ending in 3 days" for subscriptions that end within three days, and
 * "ended" for those that ended in the last three days (a server that was down catches up). The
 * key carries the expiry, so each subscription period gets each mail once, however often this runs.
 */
export async function enqueueSubscriptionReminders(db: Db, now: Date = new Date()) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const window = sql.raw(`interval '${DAYS_BEFORE} days'`);
  for (const [kind, when] of [
    ['subscription-ending', sql`subscription_time > ${at} AND subscription_time <= ${at} + ${window}`],
    ['subscription-ended', sql`subscription_time <= ${at} AND subscription_time > ${at} - ${window}`],
  ] as const) {
    await db.execute(sql`
      INSERT INTO mail_outbox (dedupe_key, kind, recipient, data)
      SELECT ${kind} || ':' || id || ':' || extract(epoch FROM subscription_time)::bigint, ${kind}, email,
        jsonb_build_object('name', name, 'until', subscription_time)
      FROM users WHERE ${when}
      ON CONFLICT (dedupe_key) DO NOTHING`);
  }
}
