import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';

const DAYS_BEFORE = 3;
const BATCH = 1000;

/**
 * "Renews in three days": once per plan and period (reminded_period, and the mail's key), for
 * active plans whose charge falls due within three days, in batches through the due index.
 * Answers how many were reminded.
 */
export async function enqueueRenewalReminders(db: Db, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`
      WITH due AS (
        SELECT p.id, p.period, p.amount, p.masked, p.next_charge_at, u.name, u.email
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
      )
      SELECT count(*)::int AS n FROM marked`);
    const n = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    total += n;
    if (n < BATCH) return total;
  }
}
