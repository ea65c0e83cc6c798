import { BREACH_NOTICE_HOURS, type Breach, type breachInput, DEFAULT_LOCALE, PERSONAL_KINDS } from '@teater/contract';
import { and, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { people } from '../accounts/index.js';
import { users } from '../accounts/schema.js';
import { ticketOrders } from '../box-office/schema.js';
import { type AuditActor, audit } from '../core/audit/record.js';
import type { Db } from '../core/db/client.js';
import { withLocale } from '../core/locale.js';
import { payments } from '../payments/schema.js';
import { breachIncidents } from './schema.js';

export type BreachRow = typeof breachIncidents.$inferSelect;
/** Who takes a step: the caller of a request, or the operator at the command line. */
export interface Step {
  request: FastifyRequest | null;
  actor?: AuditActor;
}

const NOTIFY_BATCH = 1000;

export const toBreach = (row: BreachRow): Breach => ({
  id: row.id,
  title: row.title,
  discovered_at: row.discovered_at.toISOString(),
  window_from: row.window_from.toISOString(),
  window_to: row.window_to.toISOString(),
  exposed: row.exposed,
  description: row.description,
  measures: row.measures,
  advice: row.advice,
  deadline: new Date(row.discovered_at.getTime() + BREACH_NOTICE_HOURS * 3_600_000).toISOString(),
  notified_at: row.notified_at?.toISOString() ?? null,
  notified_count: row.notified_count,
  reported_at: row.reported_at?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The accounts a breach concerns: those whose exposed data existed during its window. Account data
 * (identity, contact, credentials, consents, mails, login records) exists from the account's
 * creation; transactions from the account's first payment or order.
 */
export function concernedAccounts(row: Pick<BreachRow, 'exposed' | 'window_to'>): SQL {
  const until = row.window_to.toISOString();
  const existed = lte(users.createdAt, row.window_to);
  const bought = sql`(EXISTS (SELECT 1 FROM ${payments} p WHERE p.id_user = ${users.id} AND p."createdAt" <= ${until}::timestamptz)
    OR EXISTS (SELECT 1 FROM ${ticketOrders} o WHERE o.id_user = ${users.id} AND o."createdAt" <= ${until}::timestamptz))`;
  const onlyTransactions = row.exposed.every((kind) => kind === 'transactions');
  // people only: a door pass's account holds nobody's data and has no mailbox
  return (onlyTransactions ? and(people, existed, bought) : and(people, existed)) as SQL;
}

/** Records a breach: the first step, audited. */
export async function recordBreach(db: Db, step: Step, input: z.output<typeof breachInput>): Promise<BreachRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(breachIncidents)
      .values({
        ...input,
        discovered_at: new Date(input.discovered_at),
        window_from: new Date(input.window_from),
        window_to: new Date(input.window_to),
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await audit(tx, step.request, {
      resource: 'breaches',
      id: row.id,
      action: 'breach-recorded',
      after: toBreach(row),
      summary: row.title,
      ...(step.actor ? { actor: step.actor } : {}),
    });
    return row;
  });
}

/**
 * Corrects a breach's record (a wrong date, what was exposed): audited with both sides. Mails
 * already queued keep what they said; the report is made again (its step) to carry the change.
 */
export async function correctBreach(db: Db, step: Step, row: BreachRow, input: z.output<typeof breachInput>) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(breachIncidents)
      .set({
        ...input,
        discovered_at: new Date(input.discovered_at),
        window_from: new Date(input.window_from),
        window_to: new Date(input.window_to),
        updatedAt: new Date(),
      })
      .where(eq(breachIncidents.id, row.id))
      .returning();
    if (!updated) throw new Error('update returned nothing');
    await audit(tx, step.request, {
      resource: 'breaches',
      id: row.id,
      action: 'update',
      before: toBreach(row),
      after: toBreach(updated),
      summary: updated.title,
      ...(step.actor ? { actor: step.actor } : {}),
    });
    return updated;
  });
}

/** What a notification mail says, the same for every person (their name is added per mail). */
const noticeData = (row: BreachRow, contact: string) => ({
  breach: row.id,
  title: row.title,
  // kept in Indonesian, the mail shows each in its recipient's language (translateText)
  exposed: withLocale(DEFAULT_LOCALE, () => row.exposed.map((kind) => PERSONAL_KINDS[kind].label)),
  from: row.window_from.toISOString(),
  to: row.window_to.toISOString(),
  description: row.description,
  measures: row.measures,
  advice: row.advice,
  contact,
});

/**
 * Queues one notification mail per account concerned, in batches by id, each keyed by the breach
 * and the account: asking again (or after a crash in the middle) queues only who is missing.
 * Answers how many were queued now and how many the breach has in all.
 */
export async function notifyConcerned(db: Db, step: Step, row: BreachRow, contact: string) {
  const data = JSON.stringify(noticeData(row, contact));
  let after = 0;
  let queued = 0;
  for (;;) {
    const result = await db.execute(sql`
      WITH batch AS (
        SELECT ${users.id} AS id, ${users.name} AS name, ${users.email} AS email FROM ${users}
        WHERE ${concernedAccounts(row)} AND ${users.id} > ${after} ORDER BY ${users.id} LIMIT ${NOTIFY_BATCH}
      ), queued AS (
        INSERT INTO mail_outbox (dedupe_key, kind, recipient, data)
        SELECT ${`breach:${row.id}:`} || batch.id, 'breach-notice', batch.email,
          jsonb_build_object('name', batch.name) || ${data}::jsonb
        FROM batch
        ON CONFLICT (dedupe_key) DO NOTHING
        RETURNING 1
      )
      SELECT (SELECT max(id) FROM batch) AS last, (SELECT count(*) FROM batch)::int AS seen,
        (SELECT count(*) FROM queued)::int AS queued`);
    const [counts] = (result as unknown as { rows: { last: number | null; seen: number; queued: number }[] }).rows;
    queued += Number(counts?.queued ?? 0);
    if (!counts || Number(counts.seen) < NOTIFY_BATCH) break;
    after = Number(counts.last);
  }
  return db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = (
      (await tx.execute(
        sql`SELECT count(*)::int AS total FROM mail_outbox WHERE dedupe_key LIKE ${`breach:${row.id}:%`}`,
      )) as unknown as { rows: { total: number }[] }
    ).rows;
    const [updated] = await tx
      .update(breachIncidents)
      .set({ notified_at: row.notified_at ?? new Date(), notified_count: Number(total), updatedAt: new Date() })
      .where(eq(breachIncidents.id, row.id))
      .returning();
    await audit(tx, step.request, {
      resource: 'breaches',
      id: row.id,
      action: 'breach-notified',
      before: { notified_count: row.notified_count },
      after: { notified_count: Number(total), queued_now: queued },
      summary: row.title,
      ...(step.actor ? { actor: step.actor } : {}),
    });
    return { queued, total: Number(total), row: updated ?? row };
  });
}
