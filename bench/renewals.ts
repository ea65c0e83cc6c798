/**
 * Issue 45's row: a renewal run for 20,000 members due the same day, against the sandbox gateway,
 * must finish within 60 s and charge each member once. The run is the production code
 * (membership/renewals' runRenewals) in an app built in this process on an empty database, the
 * members, their saved cards and gateway subscriptions written in bulk; then the database says how
 * many were charged, how many twice, and how many were given exactly one month and one receipt.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../api/src/core/db/client.js';
import { createScratchDatabase } from '../api/src/core/db/scratch-database.js';
import { runRenewals } from '../api/src/membership/renewals/index.js';
import { buildTestApp } from '../api/src/test/app.js';
import type { Figure } from './budgets.js';

// BENCH_RENEWAL_MEMBERS: fewer, to try a change quickly (the budget is for 20,000)
const MEMBERS = Number(process.env.BENCH_RENEWAL_MEMBERS ?? 20_000);
const DUE = new Date('2027-03-01T01:00:00.000Z');
// one paid month later, as extendSubscription counts it
const MONTH_LATER = new Date(DUE);
MONTH_LATER.setMonth(MONTH_LATER.getMonth() + 1);

type Rows<T> = { rows: T[] };

export async function renewalFigures(label: string, postgresUrl?: string): Promise<Figure[]> {
  const scratch = postgresUrl ? await createScratchDatabase(postgresUrl, 'bench_renew') : undefined;
  const given = scratch
    ? { database: await openDatabase({ url: scratch.url, dir: '' }), drop: scratch.drop }
    : undefined;
  const t = await buildTestApp({ PAYMENT_SANDBOX_KEY: 'kunci-sandbox-bench-0123456789abcdef' }, { given });
  const { db } = t.app;
  try {
    // members whose paid month ends at DUE, each with a saved card and a gateway subscription
    await db.execute(sql`
      WITH members AS (
        INSERT INTO users (name, email, password_hash, subscription_time)
        SELECT 'Sahabat ' || g, 'sahabat' || g || '@bench.id', 'tidak-dipakai', ${DUE.toISOString()}::timestamptz
        FROM generate_series(1, ${MEMBERS}::int) g
        RETURNING id
      ), tokens AS (
        INSERT INTO sandbox_payment_tokens (token, payment_type, masked, status, card_expires_at)
        SELECT 'bench-card-' || id, 'credit_card', '481111-1114', 'ENABLED', '2035-01-01T00:00:00Z'::timestamptz
        FROM members
      ), subscriptions AS (
        INSERT INTO sandbox_subscriptions (subscription_id, name, amount, payment_type, token, schedule)
        SELECT 'bench-sub-' || id, 'SAHABAT-' || id, 65000, 'credit_card', 'bench-card-' || id, '{}'::jsonb
        FROM members
      )
      INSERT INTO recurring_plans (id_user, purpose, amount, method, gateway_ref, payment_token, masked,
        card_expires_at, period, period_due_at, next_charge_at, reminded_period)
      SELECT id, 'membership', 65000, 'card', 'bench-sub-' || id, 'bench-card-' || id, '481111-1114',
        '2035-01-01T00:00:00Z'::timestamptz, 1, ${DUE.toISOString()}::timestamptz, ${DUE.toISOString()}::timestamptz, 1
      FROM members`);
    await db.execute(sql`ANALYZE`);

    const started = performance.now();
    const report = await runRenewals(t.app, { now: new Date(DUE.getTime() + 60_000) });
    const seconds = (performance.now() - started) / 1000;

    const [counts] = (
      (await db.execute(sql`
        SELECT
          (SELECT count(*) FROM recurring_plans WHERE period = 2 AND state = 'active')::int AS renewed,
          (SELECT count(*) FROM users WHERE subscription_time > ${DUE.toISOString()}::timestamptz)::int AS extended,
          (SELECT count(*) FROM users WHERE subscription_time = ${MONTH_LATER.toISOString()}::timestamptz)::int AS "extendedOnce",
          (SELECT count(*) FROM mail_outbox WHERE dedupe_key LIKE 'subscription-receipt:REN-%')::int AS receipts,
          (SELECT count(*) FROM (
            SELECT split_part(order_id, '-', 2), split_part(order_id, '-', 3)
            FROM sandbox_transactions WHERE order_id LIKE 'REN-%' AND transaction_status = 'settlement'
            GROUP BY 1, 2 HAVING count(*) > 1) twice)::int AS "chargedTwice",
          (SELECT count(*) FROM sandbox_transactions WHERE order_id LIKE 'REN-%' AND transaction_status = 'settlement')::int AS charges`)) as unknown as Rows<{
        renewed: number;
        extended: number;
        extendedOnce: number;
        receipts: number;
        chargedTwice: number;
        charges: number;
      }>
    ).rows;
    const charged = Number(counts?.charges ?? 0);
    const note = `${report.paid} paid by the run; ${counts?.renewed} plans moved on, ${counts?.extended} memberships extended`;
    return [
      {
        name: `${label} renewal run, ${MEMBERS.toLocaleString('en-US')} members due the same day`,
        value: seconds,
        unit: 's',
        budget: { op: '<=', limit: 60 },
        note,
      },
      {
        name: `${label} renewal run: members charged`,
        value: charged,
        unit: '',
        budget: { op: '>=', limit: MEMBERS },
      },
      {
        name: `${label} renewal run: members given one month and one receipt`,
        value: Math.min(Number(counts?.extendedOnce ?? 0), Number(counts?.receipts ?? 0)),
        unit: '',
        budget: { op: '>=', limit: MEMBERS },
        note: `${counts?.extendedOnce} a month later exactly, ${counts?.receipts} receipts queued`,
      },
      {
        name: `${label} renewal run: members charged twice`,
        value: Number(counts?.chargedTwice ?? 0) + Math.max(0, charged - MEMBERS),
        unit: '',
        budget: { op: '<=', limit: 0 },
      },
    ];
  } finally {
    // closes the database and drops the scratch one
    await t.close();
  }
}
