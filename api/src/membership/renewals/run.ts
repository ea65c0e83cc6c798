import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { errorText } from '../../core/log-errors.js';
import { type ChargeHooks, recoverOpenCharges, renewPlan } from './charge.js';
import type { Recorded } from './record.js';
import { enqueueCardExpiryNotices, enqueueRenewalReminders } from './reminders.js';

export interface RunOptions extends ChargeHooks {
  /** the run's clock (tests move it) */
  now?: Date;
  /** plans read per query, by the due index */
  batch?: number;
  /** charges in flight at once */
  parallel?: number;
  /** an attempt left 'charging' this long is taken for one a stopped run left behind */
  recoverAfterMs?: number;
}

export type RunReport = Record<Recorded, number> & {
  skipped: number;
  recovered: number;
  reminded: number;
  cardNotices: number;
};

type Due = { id: number; next_charge_at: string };

/** The next due plans after the cursor, oldest first, through recurring_plans_due_idx. */
async function duePlans(app: FastifyInstance, now: Date, after: Due | null, batch: number): Promise<Due[]> {
  const cursor = after ? sql`AND (next_charge_at, id) > (${after.next_charge_at}::timestamptz, ${after.id})` : sql``;
  const result = await app.db.execute(sql`
    SELECT id, next_charge_at::text AS next_charge_at FROM recurring_plans
    WHERE state IN ('active', 'past_due') AND next_charge_at <= ${now.toISOString()}::timestamptz ${cursor}
    ORDER BY next_charge_at, id LIMIT ${batch}`);
  return (result as unknown as { rows: Due[] }).rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * The renewal run: attempts a stopped run left open are settled first, reminders go out three days
 * before a charge (and a card expiring before its charge is announced two weeks before), then every plan due by `now` is charged once, in batches read by keyset from
 * the due index (never the whole table), a few charges in flight at once. Any number of processes
 * may run it together: each attempt is claimed by one (renewPlan).
 */
export async function runRenewals(app: FastifyInstance, options: RunOptions = {}): Promise<RunReport> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? 500;
  const parallel = options.parallel ?? 8;
  const report: RunReport = {
    paid: 0,
    failed: 0,
    lapsed: 0,
    pending: 0,
    already: 0,
    skipped: 0,
    recovered: 0,
    reminded: 0,
    cardNotices: 0,
  };
  report.recovered = await recoverOpenCharges(app, now, options.recoverAfterMs ?? 60_000);
  report.reminded = await enqueueRenewalReminders(app.db, now);
  report.cardNotices = await enqueueCardExpiryNotices(app.db, now);
  let cursor: Due | null = null;
  for (;;) {
    const due = await duePlans(app, now, cursor, batch);
    if (due.length === 0) break;
    cursor = due[due.length - 1] ?? null;
    for (let i = 0; i < due.length; i += parallel) {
      const results = await Promise.all(
        due.slice(i, i + parallel).map((plan) =>
          renewPlan(app, plan.id, now, options).catch((error: unknown) => {
            // one plan's trouble (the gateway down) leaves its attempt open for the next run
            app.log.warn(`renewal of plan ${plan.id}: ${errorText(error)}`);
            return 'pending' as const;
          }),
        ),
      );
      for (const result of results) report[result ?? 'skipped']++;
    }
    if (due.length < batch) break;
  }
  return report;
}
