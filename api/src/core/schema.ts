import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The ground floor's own state, shared by every process: rate limits, periodic jobs and the demo seed.

/**
 * Rate-limit counters, shared by every server process on this database: a window per key (route
 * and caller), counted with one upsert (api/src/core/rate-limit-store.ts).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limits_resets_at_idx').on(t.resetsAt)],
);

/**
 * Periodic jobs (housekeeping, backups, reminders, hold expiry): a run is claimed by moving
 * `next_run_at` forward in one statement, so with several processes each run happens once
 * (api/src/core/job-claims.ts).
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true, mode: 'date' }),
  /** which process ran it last (host and pid), for an operator reading the table */
  lastRunBy: text('last_run_by'),
  runs: integer('runs').notNull().default(0),
  /** when a run last ended well, and last failed (with how many failures in all): for /metrics */
  lastSucceededAt: timestamp('last_succeeded_at', { withTimezone: true, mode: 'date' }),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true, mode: 'date' }),
  failures: integer('failures').notNull().default(0),
});

/** Which demo seeders started and finished (the seed's own state): one that started and never finished is run again. */
export const demoSeedState = pgTable('demo_seed_state', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  done: boolean('done').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
