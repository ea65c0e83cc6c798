import { createHash } from 'node:crypto';
import type { StatusCheck } from '@teater/contract';
import { and, asc, eq, gte, lt, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../../core/audit/record.js';
import type { Db } from '../../core/db/client.js';
import { GatewayError, gatewayOf, type PaymentGateway, parseGross, readMidtransTime } from '../../payments/index.js';
import { payments } from '../../payments/schema.js';
import { settlementLines, settlementReports } from '../schema.js';
import { providerPaid } from './open-items.js';
import type { Period } from './period.js';
import type { ReportLine } from './report-lines.js';
import { storeLines } from './store-lines.js';

/** Payments asked of the gateway per action, and at once: the provider's rate limit is a courtesy we keep. */
const MAX_ASKED = 200;
const AT_ONCE = 5;

/** The period's paid payments the provider must know and no report names yet, oldest first, at most MAX_ASKED. */
const unreportedIn = (db: Db, period: Period) =>
  db
    .select({ order_id: payments.order_id })
    .from(payments)
    .where(
      and(
        providerPaid,
        gte(payments.createdAt, period.start),
        lt(payments.createdAt, period.end),
        notExists(
          db.select({ one: sql`1` }).from(settlementLines).where(eq(settlementLines.order_id, payments.order_id)),
        ),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(MAX_ASKED);

/** The gateway's word on each order as a line (no fee: the status API gives none), a few orders at a time. */
async function askGateway(gateway: PaymentGateway, orderIds: string[]): Promise<ReportLine[]> {
  const found: ReportLine[] = [];
  for (let i = 0; i < orderIds.length; i += AT_ONCE) {
    const answers = await Promise.all(
      orderIds.slice(i, i + AT_ONCE).map((orderId) =>
        // one order the provider cannot answer for now is asked again next time, never a failed action
        gateway.status(orderId).catch((error: unknown) => {
          if (error instanceof GatewayError) return null;
          throw error;
        }),
      ),
    );
    for (const answer of answers) {
      const gross = answer ? parseGross(answer.gross_amount) : null;
      if (!answer || gross === null) continue;
      found.push({
        order_id: answer.order_id,
        payment_type: answer.payment_type ?? null,
        transaction_status: answer.transaction_status,
        transaction_time: readMidtransTime(answer.transaction_time ?? ''),
        gross_amount: gross,
        fee_amount: 0,
        net_amount: gross,
        payout_date: null,
      });
    }
  }
  return found;
}

/** The answers as a 'status_api' report and its lines, audited, in one transaction: its id. */
function storeAnswers(db: Db, request: FastifyRequest, found: ReportLine[]): Promise<number> {
  return db.transaction(async (tx) => {
    // no file: the answers themselves, and when they were asked, are what this report is
    const digest = createHash('sha256')
      .update(JSON.stringify({ at: Date.now(), found }))
      .digest('hex');
    const [report] = await tx
      .insert(settlementReports)
      .values({ source: 'status_api', digest, line_count: found.length })
      .returning();
    if (!report) throw new Error('status report not stored');
    const matched = await storeLines(tx, 'status_api', report.id, found);
    const [stored] = await tx
      .update(settlementReports)
      .set({ matched_count: matched, open_count: found.length - matched })
      .where(eq(settlementReports.id, report.id))
      .returning();
    await audit(tx, request, {
      resource: 'settlement_reports',
      id: report.id,
      action: 'create',
      after: stored ?? report,
    });
    return report.id;
  });
}

/**
 * Where no report is at hand: asks the gateway's status API (Midtrans' GET /v2/{order_id}/status)
 * about the period's paid payments that no report names, at most MAX_ASKED per call, a few at a
 * time, and stores what it answers as lines of a 'status_api' report. The status API gives no fee
 * for most methods: the fee is 0 and the payout date empty until a payout report comes.
 */
export async function checkStatuses(
  app: FastifyInstance,
  request: FastifyRequest,
  period: Period,
): Promise<StatusCheck> {
  const unreported = await unreportedIn(app.db, period);
  const found = await askGateway(
    gatewayOf(app),
    unreported.map((p) => p.order_id),
  );
  if (found.length === 0) return { asked: unreported.length, stored: 0, report_id: null };
  const reportId = await storeAnswers(app.db, request, found);
  return { asked: unreported.length, stored: found.length, report_id: reportId };
}
