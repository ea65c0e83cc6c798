import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { type MovementScope, movementsOf } from '../reports/movements.js';

/** One money movement as the exports read it (finance/reports/movements.ts defines them). */
export interface Movement {
  movement: 'receipt' | 'refund' | 'fee';
  payment_id: number;
  order_id: string;
  kind: 'ticket' | 'subscription' | 'donation';
  channel: string;
  method: string;
  day: string;
  at: string;
  amount: number;
  tax: number;
  discount: number;
  show_id: number | null;
  campaign_id: number | null;
}

/** A week of movements per query: each an index range of a few thousand payments, however long the period. */
const WINDOW_MS = 7 * 86_400_000;

async function movementsIn(db: Db, scope: MovementScope): Promise<Movement[]> {
  const statement: SQL = sql`SELECT m.movement, m.payment_id, m.order_id, m.kind, m.channel, m.method,
      to_char(m.at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD') AS day,
      to_char(m.at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI:SS') AS at,
      m.amount::int AS amount, m.tax::int AS tax, m.discount::int AS discount, m.show_id, m.campaign_id
    FROM ${movementsOf(scope)} m
    ORDER BY m.at, m.payment_id, CASE m.movement WHEN 'receipt' THEN 0 WHEN 'fee' THEN 1 ELSE 2 END`;
  return ((await db.execute(statement)) as unknown as { rows: Movement[] }).rows;
}

/**
 * The movements of `scope` in time order, a week at a time while the client reads: the year's
 * journal never holds more than a week's rows. A show's report with no period is one query (its
 * sales are a show's, however old).
 */
export async function* streamMovements(db: Db, scope: MovementScope): AsyncGenerator<Movement> {
  if (!scope.from || !scope.to) {
    yield* await movementsIn(db, scope);
    return;
  }
  for (let start = scope.from.getTime(); start < scope.to.getTime(); start += WINDOW_MS) {
    const end = Math.min(start + WINDOW_MS, scope.to.getTime());
    yield* await movementsIn(db, { ...scope, from: new Date(start), to: new Date(end) });
  }
}
