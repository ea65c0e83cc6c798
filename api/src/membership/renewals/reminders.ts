import { sql } from 'drizzle-orm';
import { notifyWhatsAppAll } from '../../audience/index.js';
import type { Db } from '../../core/db/client.js';

const DAYS_BEFORE = 3;
/** A saved card expiring before its next charge is announced this many days before that charge. */
const CARD_NOTICE_DAYS = 14;
const BATCH = 1000;

type Reminded = { id_user: number; key: string; data: Record<string, unknown> };

/**
 * "Renews in three days": once per plan and period (reminded_period, and the mail's key), for
 * active plans whose charge falls due within three days, in batches through the due index; the
 * same notice goes to the WhatsApp of members who opted in. Answers how many were reminded.
 */
export async function enqueueRenewalReminders(db: Db, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  let total = 0;
  for (;;) {
    const reminded = await db.transaction(async (tx) => {
      const result = await tx.execute(sql`
        WITH due AS (
          SELECT p.id, p.id_user, p.period, p.amount, p.masked, p.next_charge_at, u.name, u.email
          FROM recurring_plans p JOIN users u ON u.id = p.id_user
          WHERE p.state IN ('active', 'past_due') AND p.state = 'active' AND p.purpose = 'membership'
            AND p.next_charge_at > ${at} AND p.next_charge_at <= ${at} + ${sql.raw(`interval '${DAYS_BEFORE} days'`)}
            AND p.reminded_period < p.period
          ORDER BY p.next_charge_at, p.id LIMIT ${BATCH}
          FOR UPDATE OF p SKIP LOCKED
        ), marked AS (
          UPDATE recurring_plans SET reminded_period = due.period FROM due WHERE recurring_plans.id = due.id
          RETURNING recurring_plans.id
        ), mailed AS (
          INSERT INTO mail_outbox (dedupe_key, kind, recipient, data)
          SELECT 'renewal-upcoming:' || id || ':' || period, 'renewal-upcoming', email,
            jsonb_build_object('name', name, 'amount', amount, 'method', masked, 'at', next_charge_at)
          FROM due
          ON CONFLICT (dedupe_key) DO NOTHING
          RETURNING dedupe_key, data
        )
        SELECT (SELECT count(*) FROM marked)::int AS n,
          coalesce((SELECT jsonb_agg(jsonb_build_object('id_user', due.id_user, 'key', mailed.dedupe_key, 'data', mailed.data))
            FROM mailed JOIN due ON mailed.dedupe_key = 'renewal-upcoming:' || due.id || ':' || due.period), '[]'::jsonb) AS mailed`);
      const [row] = (result as unknown as { rows: { n: number; mailed: Reminded[] | string }[] }).rows;
      // PGlite and pg may hand jsonb over parsed or as text
      const mailed: Reminded[] = typeof row?.mailed === 'string' ? JSON.parse(row.mailed) : (row?.mailed ?? []);
      await notifyWhatsAppAll(
        tx,
        'renewal-upcoming',
        mailed.map((m) => ({ key: m.key, userId: Number(m.id_user), data: m.data })),
      );
      return Number(row?.n ?? 0);
    });
    total += reminded;
    if (reminded < BATCH) return total;
  }
}

/**
 * "Your card expires before the next charge": once per plan and period (the mail's key), two
 * weeks before the charge it would fail, so the member changes the method in time. Such plans are
 * few; the due index bounds the scan to the next two weeks' charges. Answers how many were told.
 */
export async function enqueueCardExpiryNotices(db: Db, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    INSERT INTO mail_outbox (dedupe_key, kind, recipient, data)
    SELECT 'renewal-card-expiring:' || p.id || ':' || p.period, 'renewal-card-expiring', u.email,
      jsonb_build_object('name', u.name, 'method', p.masked, 'expires', p.card_expires_at, 'at', p.next_charge_at)
    FROM recurring_plans p JOIN users u ON u.id = p.id_user
    WHERE p.state IN ('active', 'past_due') AND p.state = 'active' AND p.method = 'card'
      AND p.next_charge_at > ${at} AND p.next_charge_at <= ${at} + ${sql.raw(`interval '${CARD_NOTICE_DAYS} days'`)}
      AND p.card_expires_at <= p.next_charge_at
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
