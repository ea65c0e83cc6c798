import type { SettlementLine, SettlementReport } from '@teater/contract';
import { and, desc, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { settlementLines, settlementReports } from '../schema.js';
import type { Period } from './period.js';

type LineRow = typeof settlementLines.$inferSelect;
type ReportRow = typeof settlementReports.$inferSelect;

export const reportOf = (row: ReportRow): SettlementReport => ({
  id: row.id,
  source: row.source,
  file_name: row.file_name,
  line_count: row.line_count,
  matched_count: row.matched_count,
  open_count: row.open_count,
  createdAt: row.createdAt.toISOString(),
});

const lineOf = (row: LineRow): SettlementLine => ({
  id: row.id,
  order_id: row.order_id,
  payment_id: row.payment_id,
  payment_type: row.payment_type,
  transaction_status: row.transaction_status,
  transaction_time: row.transaction_time?.toISOString() ?? null,
  gross_amount: row.gross_amount,
  fee_amount: row.fee_amount,
  net_amount: row.net_amount,
  payout_date: row.payout_date,
  updatedAt: row.updatedAt.toISOString(),
});

interface Paging {
  page: number;
  limit: number;
}

/** The reports imported in the period, newest first, a page at a time. */
export async function reportsPage(db: Db, period: Period, { page, limit }: Paging) {
  const where = and(gte(settlementReports.createdAt, period.start), lt(settlementReports.createdAt, period.end));
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(settlementReports)
      .where(where)
      .orderBy(desc(settlementReports.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.$count(settlementReports, where),
  ]);
  return { data: rows.map(reportOf), meta: { page, limit, total } };
}

/** The lines of transactions made in the period (by the provider's time), newest first. */
export async function linesPage(db: Db, period: Period, { page, limit }: Paging) {
  const at = sql`coalesce(${settlementLines.transaction_time}, ${settlementLines.createdAt})`;
  const where = and(sql`${at} >= ${period.start}`, sql`${at} < ${period.end}`);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(settlementLines)
      .where(where)
      .orderBy(sql`${at} DESC`, desc(settlementLines.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.$count(settlementLines, where),
  ]);
  return { data: rows.map(lineOf), meta: { page, limit, total } };
}
