import { sql } from 'drizzle-orm';
import type { Gauge, Registry } from 'prom-client';
import type { Db } from '../core/db/client.js';

/** The site's state as /metrics shows it: a handful of indexed counts, read at most this often. */
const FRESH_MS = 15_000;

interface JobRow {
  name: string;
  runs: number;
  failures: number;
  last_succeeded_at: string | null;
  last_failed_at: string | null;
}

interface SiteState {
  payments: { status: string; n: number }[];
  ticketOrders: { status: string; n: number }[];
  mail: { backlog: number; oldest: number | null; failed: number };
  jobs: JobRow[];
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Every figure by an index: counts per status are index-only scans of the status indexes the
 * admin lists already have (100,000 payments: about 90 ms on PGlite, a few on PostgreSQL); the
 * outbox backlog reads the partial index of due mails; job_runs has a row per job.
 */
async function readState(db: Db): Promise<SiteState> {
  const [payments, ticketOrders, [mail], jobs] = await Promise.all([
    rowsOf<{ status: string; n: number }>(
      db,
      sql`SELECT transaction_status AS status, count(*)::int AS n FROM payments GROUP BY 1`,
    ),
    rowsOf<{ status: string; n: number }>(db, sql`SELECT status, count(*)::int AS n FROM ticket_orders GROUP BY 1`),
    rowsOf<SiteState['mail']>(
      db,
      sql`SELECT
        (SELECT count(*)::int FROM mail_outbox WHERE status IN ('pending', 'sending')) AS backlog,
        (SELECT extract(epoch FROM now() - min(next_attempt_at))::float FROM mail_outbox
          WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()) AS oldest,
        (SELECT count(*)::int FROM mail_outbox WHERE status = 'failed') AS failed`,
    ),
    rowsOf<JobRow>(db, sql`SELECT name, runs, failures, last_succeeded_at, last_failed_at FROM job_runs`),
  ]);
  return { payments, ticketOrders, mail: mail ?? { backlog: 0, oldest: null, failed: 0 }, jobs };
}

const seconds = (time: string | null) => (time ? new Date(time).getTime() / 1000 : 0);

/**
 * Gauges of the site's state, shared by every process on the database: payments and ticket orders
 * by status, the mail outbox (backlog, how long the oldest due mail has waited, mails given up on),
 * and each periodic job (runs, failures, last success and failure). Read when scraped, and at most
 * every FRESH_MS whoever scrapes: a second Prometheus costs the database nothing more.
 */
export function siteStateGauges(db: Db, prom: typeof import('prom-client'), registry: Registry) {
  let cached: { at: number; state: Promise<SiteState> } | undefined;
  const state = () => {
    if (!cached || Date.now() - cached.at > FRESH_MS) {
      const reading = readState(db);
      cached = { at: Date.now(), state: reading };
      reading.catch(() => {
        cached = undefined;
      });
    }
    return cached.state;
  };
  const gauge = (name: string, help: string, labelNames: string[], fill: (g: Gauge, s: SiteState) => void) =>
    new prom.Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const read = await state();
        this.reset();
        fill(this, read);
      },
    });

  gauge('teater_payments', 'Payments by Midtrans transaction status', ['status'], (g, s) => {
    for (const row of s.payments) g.set({ status: row.status }, row.n);
  });
  gauge('teater_ticket_orders', 'Ticket orders by status', ['status'], (g, s) => {
    for (const row of s.ticketOrders) g.set({ status: row.status }, row.n);
  });
  gauge('teater_mail_outbox_backlog', 'Mails waiting to be sent (pending or being sent)', [], (g, s) =>
    g.set(s.mail.backlog),
  );
  gauge('teater_mail_outbox_oldest_due_seconds', 'How long the oldest mail due has waited (0: none)', [], (g, s) =>
    g.set(Math.max(0, s.mail.oldest ?? 0)),
  );
  gauge('teater_mail_outbox_failed', 'Mails given up on after every retry (shown on /adminmail)', [], (g, s) =>
    g.set(s.mail.failed),
  );
  const perJob = (name: string, help: string, value: (job: JobRow) => number) =>
    gauge(name, help, ['job'], (g, read) => {
      for (const job of read.jobs) g.set({ job: job.name }, value(job));
    });
  perJob('teater_job_runs', 'Runs of a periodic job, by every process', (job) => job.runs);
  perJob('teater_job_failures', 'Failed runs of a periodic job, by every process', (job) => job.failures);
  perJob('teater_job_last_success_timestamp_seconds', 'When a run of the job last succeeded (0: never)', (job) =>
    seconds(job.last_succeeded_at),
  );
  perJob('teater_job_last_failure_timestamp_seconds', 'When a run of the job last failed (0: never)', (job) =>
    seconds(job.last_failed_at),
  );
}
