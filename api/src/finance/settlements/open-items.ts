import type { OpenItem, OpenItemKind } from '@teater/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { payments } from '../../payments/schema.js';
import { settlementLines } from '../schema.js';
import type { Period } from './period.js';

/** Paid at the gateway: a settlement, or a card's capture. */
const SETTLED = sql`('settlement', 'capture')`;

/**
 * The site's payments the provider must know: paid, and not in cash (a cash sale at the door never
 * passes through Midtrans; a QRIS shown at the door does).
 */
export const providerPaid = sql`${payments.transaction_status} IN ${SETTLED} AND ${payments.method} IS DISTINCT FROM 'cash'`;

/** The three kinds of open item of a period, as one query (each part walks an index of its own). */
function openItemsQuery(period: Period): SQL {
  const l = settlementLines;
  const p = payments;
  const lineTime = sql`coalesce(${l.transaction_time}, ${l.createdAt})`;
  return sql`
    SELECT 'unknown_order' AS kind, ${l.order_id} AS order_id, NULL::int AS payment_id,
      ${l.gross_amount} AS provider_gross, NULL::int AS site_gross, ${lineTime} AS at
    FROM ${l}
    WHERE ${l.payment_id} IS NULL AND ${lineTime} >= ${period.start} AND ${lineTime} < ${period.end}
    UNION ALL
    SELECT 'missing_report', ${p.order_id}, ${p.id}, NULL::int, ${p.gross_amount}, ${p.createdAt}
    FROM ${p}
    WHERE ${providerPaid} AND ${p.createdAt} >= ${period.start} AND ${p.createdAt} < ${period.end}
      AND NOT EXISTS (SELECT 1 FROM ${l} WHERE ${l.order_id} = ${p.order_id})
    UNION ALL
    SELECT 'amount_mismatch', ${l.order_id}, ${p.id}, ${l.gross_amount}, ${p.gross_amount}, ${lineTime}
    FROM ${l} JOIN ${p} ON ${p.id} = ${l.payment_id}
    WHERE ${l.gross_amount} <> ${p.gross_amount} AND ${lineTime} >= ${period.start} AND ${lineTime} < ${period.end}`;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const intOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** One page of a period's open items, newest first, and how many there are in all. */
export async function openItemsPage(db: Db, period: Period, page: number, limit: number) {
  const items = openItemsQuery(period);
  const [rows, counted] = await Promise.all([
    db.execute(
      sql`SELECT * FROM (${items}) AS open_items ORDER BY at DESC NULLS LAST, order_id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    ),
    db.execute(sql`SELECT count(*)::int AS total FROM (${items}) AS open_items`),
  ]);
  const data: OpenItem[] = rowsOf(rows).map((row) => ({
    kind: String(row.kind) as OpenItemKind,
    order_id: String(row.order_id),
    payment_id: intOrNull(row.payment_id),
    provider_gross: intOrNull(row.provider_gross),
    site_gross: intOrNull(row.site_gross),
    at: row.at ? new Date(row.at as string | Date).toISOString() : null,
  }));
  return { data, meta: { page, limit, total: Number(rowsOf(counted)[0]?.total ?? 0) } };
}
