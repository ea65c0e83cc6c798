import { plainString } from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAccess } from '../accounts/index.js';
import { answers, rawAnswer, refusalsOf } from '../core/answers.js';
import { sendCsv } from '../core/csv-export.js';
import type { Db } from '../core/db/client.js';
import { notFound, parseOrThrow } from '../core/http-error.js';
import { PAYOUT_REPORT_HEADERS, TRANSACTION_REPORT_HEADERS } from './midtrans-reports.js';
import { asSandbox, gatewayOf } from './provider.js';
import { payoutLineOf, type SandboxReportRow, sandboxReportBatch, transactionLineOf } from './sandbox-reports.js';

const DAY_MS = 86_400_000;
const wibDay = plainString()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => !Number.isNaN(Date.parse(day)));

/** ?from=&to=: WIB days, both included; the last 30 days when left out. */
const periodQuery = z.strictObject({ from: wibDay.optional(), to: wibDay.optional() });

function periodOf(query: unknown) {
  const { from, to } = parseOrThrow(periodQuery, query ?? {});
  const end = to ? new Date(`${to}T00:00:00+07:00`).getTime() + DAY_MS : Date.now() + DAY_MS;
  const start = from ? new Date(`${from}T00:00:00+07:00`).getTime() : end - 31 * DAY_MS;
  return { from: new Date(start), to: new Date(end) };
}

const REPORTS = {
  transactions: { name: 'midtrans-transactions', headers: TRANSACTION_REPORT_HEADERS, lineOf: transactionLineOf },
  payouts: { name: 'midtrans-payouts', headers: PAYOUT_REPORT_HEADERS, lineOf: payoutLineOf },
} as const;

const declared = answers({ 200: rawAnswer('text/csv', 'Laporan Midtrans (CSV)') }, [...refusalsOf('admin'), 400, 404]);

/**
 * The sandbox's dashboard downloads, as Midtrans' dashboard gives them: the transaction report and
 * the payout report of a period, for admins, only while the sandbox is the gateway (with Midtrans
 * the real dashboard has them).
 */
export function sandboxReportRoutes(app: FastifyInstance) {
  const db: Db = app.db;
  for (const kind of ['transactions', 'payouts'] as const) {
    const report = REPORTS[kind];
    app.get(
      `/payment/sandbox/reports/${kind}.csv`,
      { preHandler: requireAccess('admin'), schema: { response: declared } },
      async (request, reply) => {
        if (!asSandbox(gatewayOf(app))) throw notFound();
        const period = periodOf(request.query);
        return sendCsv<SandboxReportRow>(reply, {
          name: report.name,
          // oldest first: the batch after the last id read (sendCsv hands it back as `before`)
          batch: (after, limit) => sandboxReportBatch(db, kind, period, after ?? 0, limit),
          idOf: (row) => row.id,
          columns: report.headers.map((header, i) => ({ header, value: (row) => report.lineOf(row)[i] })),
        });
      },
    );
  }
}
