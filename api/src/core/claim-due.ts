import { sql } from 'drizzle-orm';
import type { Db } from './db/client.js';

/** The outboxes workers claim rows of: same columns (status, attempts, next_attempt_at, claimed_until). */
export type Outbox = 'mail_outbox' | 'whatsapp_messages';

/**
 * Takes due rows of an outbox for this worker: one statement with FOR UPDATE SKIP LOCKED, so two
 * processes sharing the database never take the same row (a claim that ran out, after a crash, is
 * taken over). Answers the ids taken, oldest first.
 */
export async function claimDue(db: Db, outbox: Outbox, batch: number, claimSeconds: number): Promise<number[]> {
  const table = sql.identifier(outbox);
  const result = await db.execute(sql`
    UPDATE ${table} SET status = 'sending', attempts = attempts + 1,
      claimed_until = now() + ${sql.raw(`interval '${claimSeconds} seconds'`)}
    WHERE id IN (
      SELECT id FROM ${table}
      WHERE (status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND claimed_until < now())
      ORDER BY id LIMIT ${batch}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** Wait before the n-th retry: 30 s, 1 min, 2 min, … at most an hour. */
export const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
