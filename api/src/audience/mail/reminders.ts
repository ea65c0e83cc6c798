import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { notifyWhatsApp } from '../whatsapp/outbox.js';

const DAYS_BEFORE = 3;

type Queued = { user_id: number; key: string; data: Record<string, unknown> };
const rowsOf = (result: unknown) => (result as { rows: Queued[] }).rows;

/**
 * Subscription reminders: "ending in 3 days" for subscriptions that end within three days, and
 * "ended" for those that ended in the last three days (a server that was down catches up). The
 * key carries the expiry, so each subscription period gets each mail once, however often this
 * runs; the mails written now also go to the WhatsApp of members who opted in.
 */
export async function enqueueSubscriptionReminders(db: Db, now: Date = new Date()) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const window = sql.raw(`interval '${DAYS_BEFORE} days'`);
  for (const [kind, when] of [
    ['subscription-ending', sql`subscription_time > ${at} AND subscription_time <= ${at} + ${window}`],
    ['subscription-ended', sql`subscription_time <= ${at} AND subscription_time > ${at} - ${window}`],
  ] as const) {
    await db.transaction(async (tx) => {
      const written = await tx.execute(sql`
        WITH due AS (
          SELECT id, name, email, subscription_time,
            ${kind} || ':' || id || ':' || extract(epoch FROM subscription_time)::bigint AS key
          FROM users WHERE ${when}
            -- a member renewing automatically hears of the charge instead (membership/renewals)
            AND NOT EXISTS (SELECT 1 FROM recurring_plans p WHERE p.id_user = users.id AND p.state IN ('active', 'past_due'))
        ), mailed AS (
          INSERT INTO mail_outbox (dedupe_key, kind, recipient, data)
          SELECT key, ${kind}, email, jsonb_build_object('name', name, 'until', subscription_time) FROM due
          ON CONFLICT (dedupe_key) DO NOTHING
          RETURNING dedupe_key, data
        )
        SELECT due.id AS user_id, mailed.dedupe_key AS key, mailed.data FROM mailed JOIN due ON due.key = mailed.dedupe_key`);
      for (const { user_id, key, data } of rowsOf(written)) {
        await notifyWhatsApp(tx, { key, userId: Number(user_id), kind, data });
      }
    });
  }
}

/**
 * The payment reminder of a pending ticket order, once, when a third of its hold is left: to the
 * buyer's WhatsApp if they opted in (the mail goes instead if WhatsApp fails), else by mail.
 * Pending orders that hold seats are few, and a partial index holds only them.
 */
export async function enqueuePaymentReminders(db: Db, holdMinutes: number, now: Date = new Date()) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    SELECT o.id_user AS user_id, 'payment-reminder:' || o.order_id AS key, o.buyer_email AS email,
      jsonb_build_object('name', o.nama_user, 'order_id', o.order_id, 'count', o.jumlah_tiket, 'show', t.nama_pertujukan,
        'amount', o.total_harga, 'until', o.expires_at) AS data
    FROM ticket_orders o JOIN tikets t ON t.id = o.id_tiket
    WHERE o.status = 'pending' AND o.holds_stock AND o.buyer_email IS NOT NULL
      AND o.expires_at > ${at} AND o.expires_at <= ${at} + ${holdMinutes / 3} * interval '1 minute'
      AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.dedupe_key = 'payment-reminder:' || o.order_id)
      AND NOT EXISTS (SELECT 1 FROM whatsapp_messages w WHERE w.dedupe_key = 'payment-reminder:' || o.order_id)`);
  const due = (result as unknown as { rows: (Queued & { email: string })[] }).rows;
  for (const { user_id, key, email, data } of due) {
    await db.transaction((tx) =>
      notifyWhatsApp(tx, {
        key,
        userId: user_id === null ? null : Number(user_id),
        kind: 'payment-reminder',
        data,
        fallback: { key, kind: 'payment-reminder', to: email, data },
      }),
    );
  }
  return due.length;
}
