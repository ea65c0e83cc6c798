import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { errorText } from '../../core/log-errors.js';
import { type ChargeHooks, type Claimed, chargeClaimed, claimAttempts, recoverOpenCharges } from './charge.js';
import { type Charged, type Recorded, recordCharges } from './record.js';
import { enqueueCardExpiryNotices, enqueueRenewalReminders } from './reminders.js';

export interface RunOptions extends ChargeHooks {
  /** the run's clock (tests move it) */
  now?: Date;
  /** plans read and claimed per statement, by the due index */
  batch?: number;
  /** charges in flight at once, in all */
  parallel?: number;
  /** attempts recorded per transaction (one commit for them all) */
  recordBatch?: number;
  /** an attempt left 'charging' this long is taken for one a stopped run left behind */
  recoverAfterMs?: number;
}

/**
 * How the run is paced by default: plans claimed 1,000 to a statement, 32 charges in flight (the
 * gateway answers each in its own time; Midtrans' calls share fetch's keep-alive connections),
 * recorded 200 to a transaction (on a loaded 2-core machine, 50 spent most of the time in the
 * pieces' own statements; more would hold the members' rows locked longer).
 */
export const RUN_DEFAULTS = { batch: 1000, parallel: 32, recordBatch: 200 } as const;

/** charges in flight per piece of a batch (the pieces in flight are parallel / this) */
const CHARGES_PER_PIECE = 8;

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

/** Runs `work` on every item, at most `limit` at once; answers the results in the items' order. */
async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** Splits a list into pieces of `size`. */
const piecesOf = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * One claimed piece: its charges asked of the gateway (a few at once), then the answers recorded in
 * one transaction. A charge the gateway did not answer (down, a crash after charging in tests)
 * leaves its attempt open for the next run, which settles it from the gateway's record.
 */
async function chargeAndRecord(
  app: FastifyInstance,
  piece: Claimed[],
  parallel: number,
  now: Date,
  options: RunOptions,
) {
  const answers = await inParallel(piece, parallel, (claimed) =>
    chargeClaimed(app, claimed, options).catch((error: unknown) => {
      app.log.warn(`renewal of plan ${claimed.plan.id}: ${errorText(error)}`);
      return null;
    }),
  );
  const charged = answers.filter((answer): answer is Charged => answer !== null);
  const recorded = charged.length > 0 ? await recordCharges(app, charged, now) : [];
  return [...recorded, ...Array.from({ length: piece.length - charged.length }, () => 'pending' as const)];
}

/**
 * The renewal run: attempts a stopped run left open are settled first, reminders go out three days
 * before a charge (and a card expiring before its charge is announced two weeks before), then every
 * plan due by `now` is charged once, in batches read by keyset from the due index (never the whole
 * table). Each batch is claimed in one statement, charged `parallel` at once and recorded
 * `recordBatch` to a transaction; the pieces of a batch go through the gateway and the database
 * side by side. Any number of processes may run it together: each attempt is claimed by one.
 */
export async function runRenewals(app: FastifyInstance, options: RunOptions = {}): Promise<RunReport> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? RUN_DEFAULTS.batch;
  const parallel = Math.max(1, options.parallel ?? RUN_DEFAULTS.parallel);
  const recordBatch = Math.max(1, options.recordBatch ?? RUN_DEFAULTS.recordBatch);
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
    const claimed = await claimAttempts(
      app,
      due.map((plan) => plan.id),
      now,
    );
    // plans another process holds, or whose attempt it took
    report.skipped += due.length - claimed.length;
    // pieces side by side, eight charges in flight each: while one piece's transaction records, the
    // others wait on the gateway (32 in flight: four pieces, four transactions at most)
    const lanes = Math.ceil(parallel / CHARGES_PER_PIECE);
    const results = await inParallel(piecesOf(claimed, recordBatch), lanes, (piece) =>
      chargeAndRecord(app, piece, Math.ceil(parallel / lanes), now, options),
    );
    for (const recorded of results.flat()) report[recorded]++;
    if (due.length < batch) break;
  }
  return report;
}
