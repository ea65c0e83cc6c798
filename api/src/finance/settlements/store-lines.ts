import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../core/db/client.js';
import { payments } from '../../payments/schema.js';
import { settlementLines } from '../schema.js';
import type { ReportLine } from './report-lines.js';

type Source = 'transactions' | 'payouts' | 'status_api';
const excluded = (column: string) => sql.raw(`excluded."${column}"`);
const line = settlementLines;

/**
 * What a report changes on a line another report made: the transaction report its status, time
 * and amount (keeping the fee and payout date a payout report gave), the payout report its fee,
 * net and payout date (keeping the status and time). A line already saying the same is left as it
 * is (`setWhere`), so its updatedAt tells when it last really changed.
 */
function mergeOf(source: Source, reportId: number) {
  const matched = sql`coalesce(${excluded('payment_id')}, ${line.payment_id})`;
  if (source === 'payouts') {
    return {
      set: {
        payment_id: matched,
        payment_type: sql`coalesce(${excluded('payment_type')}, ${line.payment_type})`,
        transaction_status: sql`coalesce(${line.transaction_status}, ${excluded('transaction_status')})`,
        transaction_time: sql`coalesce(${line.transaction_time}, ${excluded('transaction_time')})`,
        gross_amount: excluded('gross_amount'),
        fee_amount: excluded('fee_amount'),
        net_amount: excluded('net_amount'),
        payout_date: excluded('payout_date'),
        report_id: sql`${reportId}::int`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${line.payment_id}, ${line.payment_type}, ${line.gross_amount}, ${line.fee_amount}, ${line.net_amount}, ${line.payout_date})
        IS DISTINCT FROM (${matched}, coalesce(${excluded('payment_type')}, ${line.payment_type}), ${excluded('gross_amount')}, ${excluded('fee_amount')}, ${excluded('net_amount')}, ${excluded('payout_date')})`,
    };
  }
  return {
    set: {
      payment_id: matched,
      payment_type: excluded('payment_type'),
      transaction_status: excluded('transaction_status'),
      transaction_time: excluded('transaction_time'),
      gross_amount: excluded('gross_amount'),
      net_amount: sql`${excluded('gross_amount')} - ${line.fee_amount}`,
      report_id: sql`${reportId}::int`,
      updatedAt: sql`now()`,
    },
    setWhere: sql`(${line.payment_id}, ${line.payment_type}, ${line.transaction_status}, ${line.transaction_time}, ${line.gross_amount})
      IS DISTINCT FROM (${matched}, ${excluded('payment_type')}, ${excluded('transaction_status')}, ${excluded('transaction_time')}, ${excluded('gross_amount')})`,
  };
}

/**
 * Stores one batch of a report's lines in one statement (plus one to find their payments): each
 * matched to the site's payment by order_id, or kept with no payment as an open item. A line
 * named twice in the batch keeps its last word. Answers how many of the batch were matched.
 */
export async function storeLines(tx: Tx, source: Source, reportId: number, batch: ReportLine[]): Promise<number> {
  const byOrder = new Map(batch.map((l) => [l.order_id, l]));
  if (byOrder.size === 0) return 0;
  const known = await tx
    .select({ id: payments.id, order_id: payments.order_id })
    .from(payments)
    .where(inArray(payments.order_id, [...byOrder.keys()]));
  const paymentOf = new Map(known.map((p) => [p.order_id, p.id]));
  const rows = [...byOrder.values()].map((l) => ({
    order_id: l.order_id,
    payment_id: paymentOf.get(l.order_id) ?? null,
    payment_type: l.payment_type,
    transaction_status: l.transaction_status,
    transaction_time: l.transaction_time,
    gross_amount: l.gross_amount,
    fee_amount: l.fee_amount ?? 0,
    net_amount: l.net_amount ?? l.gross_amount - (l.fee_amount ?? 0),
    payout_date: l.payout_date,
    report_id: reportId,
  }));
  await tx
    .insert(settlementLines)
    .values(rows)
    .onConflictDoUpdate({ target: line.order_id, ...mergeOf(source, reportId) });
  return [...byOrder.keys()].filter((orderId) => paymentOf.has(orderId)).length;
}
