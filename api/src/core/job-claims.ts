import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.js';
import { errorText } from './log-errors.js';

/** Which process ran a job, for an operator reading job_runs. */
const THIS_PROCESS = `${os.hostname()}:${process.pid}`;

/**
 * A run's claim lasts a little less than the period: the process that ran it last is not turned
 * away by its own next timer firing a moment early by the database's clock.
 */
const CLAIM_SHARE = 0.9;

/**
 * Claims the current run of job `name`, due every `everyMs`: one upsert that moves the job's
 * next_run_at forward only when it has come. However many processes ask at once, one gets true
 * per period; the row lock of the upsert decides. The same statement on PGlite, where there is
 * only ever one asker.
 */
export async function claimRun(db: Db, name: string, everyMs: number): Promise<boolean> {
  const claimMs = Math.floor(everyMs * CLAIM_SHARE);
  const result = await db.execute(sql`
    INSERT INTO job_runs (name, next_run_at, last_started_at, last_run_by, runs)
    VALUES (${name}, now() + ${claimMs}::int * interval '1 millisecond', now(), ${THIS_PROCESS}, 1)
    ON CONFLICT (name) DO UPDATE SET
      next_run_at = excluded.next_run_at, last_started_at = now(), last_run_by = excluded.last_run_by,
      runs = job_runs.runs + 1
    WHERE job_runs.next_run_at <= now()
    RETURNING name`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** How a claimed run ended, for /metrics (its last success, its failures), whichever process ran it. */
async function recordOutcome(db: Db, name: string, succeeded: boolean) {
  await db.execute(
    succeeded
      ? sql`UPDATE job_runs SET last_succeeded_at = now() WHERE name = ${name}`
      : sql`UPDATE job_runs SET last_failed_at = now(), failures = failures + 1 WHERE name = ${name}`,
  );
}

/** Runs a claimed job and records how it ended; a failure is passed on. */
async function runRecorded(app: FastifyInstance, job: PeriodicJob) {
  try {
    await job.run();
  } catch (error) {
    await recordOutcome(app.db, job.name, false);
    throw error;
  }
  await recordOutcome(app.db, job.name, true);
}

/**
 * A job done on demand rather than on a schedule (a backup asked for): counted as a run that
 * succeeded, so /metrics tells when it was last done, whichever process did it.
 */
export async function recordDoneOnDemand(db: Db, name: string) {
  await db.execute(sql`
    INSERT INTO job_runs (name, next_run_at, last_started_at, last_run_by, runs, last_succeeded_at)
    VALUES (${name}, now(), now(), ${THIS_PROCESS}, 1, now())
    ON CONFLICT (name) DO UPDATE SET last_started_at = now(), last_run_by = excluded.last_run_by,
      runs = job_runs.runs + 1, last_succeeded_at = now()`);
}

export interface PeriodicJob {
  /** the row in job_runs */
  name: string;
  everyMs: number;
  /** the first try after start (default: at once) */
  firstAfterMs?: number;
  run(): Promise<unknown>;
}

/**
 * Runs a job every `everyMs` in whichever server process claims the run (claimRun): every process
 * keeps a timer, one of them does the work. Starts when the app is ready, stops with it and waits
 * for a run in progress. Failures are logged and counted in job_runs; the next period tries again.
 */
export function schedulePeriodic(app: FastifyInstance, job: PeriodicJob) {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running ??= claimRun(app.db, job.name, job.everyMs)
      .then((claimed) => (claimed ? runRecorded(app, job) : undefined))
      .catch((error: unknown) => app.log.warn(`${job.name}: ${errorText(error)}`))
      .finally(() => {
        running = undefined;
      });
  };
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    timers.push(setTimeout(tick, job.firstAfterMs ?? 0).unref());
    timers.push(setInterval(tick, job.everyMs).unref());
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    await running;
  });
}
