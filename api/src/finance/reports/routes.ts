import { dataAnswer, financeMessages as m, type ReportQuery, reportQuery, salesReportSchema } from '@teater/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAccess } from '../../accounts/index.js';
import { answers, rawAnswer, refusalsOf } from '../../core/answers.js';
import { sendCsvRows } from '../../core/csv-export.js';
import { notFound, parseOrThrow } from '../../core/http-error.js';
import { reportCsvHeaders, reportCsvRows } from './report-csv.js';
import { reportPdf } from './report-pdf.js';
import { salesReport } from './sales-report.js';

const refusals = [...refusalsOf('admin'), 400, 404] as const;
export const reportAnswers = {
  json: answers({ 200: dataAnswer(salesReportSchema) }, refusals),
  csv: answers({ 200: rawAnswer('text/csv', 'Laporan penjualan, satu baris per baris tabel') }, refusals),
  pdf: answers({ 200: rawAnswer('application/pdf', 'Laporan penjualan') }, refusals),
};

/** The query of a report or an export, checked: a period of WIB days or a show that exists. */
export async function reportQueryOf(app: FastifyInstance, request: FastifyRequest): Promise<ReportQuery> {
  const q = parseOrThrow(reportQuery, request.query);
  if (q.show !== undefined) {
    const found = await app.db.execute(sql`SELECT 1 FROM tikets WHERE id = ${q.show}`);
    if ((found as unknown as { rows: unknown[] }).rows.length === 0) throw notFound(m.showNotFound);
  }
  return q;
}

/** How a period reads in a file's name and title: `2026-11-01_2026-11-30`, `pertunjukan-7`. */
export const periodName = (q: ReportQuery) =>
  [q.show ? `pertunjukan-${q.show}` : '', q.from && q.to ? `${q.from}_${q.to}` : ''].filter(Boolean).join('-');

/** Admins: a period's or a show's sales report, as JSON (the screen), CSV and PDF. */
export async function reportRoutes(app: FastifyInstance) {
  const admin = { preHandler: requireAccess('admin') };

  app.get('/finance/report', { ...admin, schema: { response: reportAnswers.json } }, async (request, reply) => {
    const q = await reportQueryOf(app, request);
    reply.header('cache-control', 'private, no-store');
    return { data: await salesReport(app.db, q) };
  });

  app.get('/finance/report.csv', { ...admin, schema: { response: reportAnswers.csv } }, async (request, reply) => {
    const q = await reportQueryOf(app, request);
    const report = await salesReport(app.db, q);
    return sendCsvRows(reply, `laporan-${periodName(q)}`, reportCsvHeaders(), reportCsvRows(report));
  });

  app.get('/finance/report.pdf', { ...admin, schema: { response: reportAnswers.pdf } }, async (request, reply) => {
    const q = await reportQueryOf(app, request);
    const report = await salesReport(app.db, q);
    reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="laporan-${periodName(q)}.pdf"`);
    return reply.send(await reportPdf(app.config.SITE_NAME, periodName(q), report));
  });
}
