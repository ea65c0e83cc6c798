import {
  settlementMessages as m,
  openItemSchema,
  pageAnswer,
  savedAnswer,
  settlementImportSchema,
  settlementLineSchema,
  settlementPageQuery,
  settlementPeriod,
  settlementReportSchema,
  statusCheckSchema,
} from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import { requireAccess } from '../../accounts/index.js';
import { answers, refusalsOf } from '../../core/answers.js';
import { parseOrThrow } from '../../core/http-error.js';
import { importReport } from './import.js';
import { linesPage, reportOf, reportsPage } from './lists.js';
import { openItemsPage } from './open-items.js';
import { periodOf } from './period.js';
import { receiveReport } from './report-file.js';
import { checkStatuses } from './status-check.js';

const asAdmin = [...refusalsOf('admin'), 400] as const;
const declared = {
  import: answers({ 200: savedAnswer(settlementImportSchema), 201: savedAnswer(settlementImportSchema) }, [
    ...asAdmin,
    413,
  ]),
  reports: answers({ 200: pageAnswer(settlementReportSchema) }, asAdmin),
  lines: answers({ 200: pageAnswer(settlementLineSchema) }, asAdmin),
  openItems: answers({ 200: pageAnswer(openItemSchema) }, asAdmin),
  statusCheck: answers({ 200: savedAnswer(statusCheckSchema) }, asAdmin),
};

/** Settlements (issue 47): Midtrans' reports imported and matched to payments, the open items, the status API's word. */
export async function settlementsApi(app: FastifyInstance) {
  const { db } = app;
  const admin = { preHandler: requireAccess('admin') };
  const pageQuery = (query: unknown) => {
    const { from, to, page, limit } = parseOrThrow(settlementPageQuery(), query ?? {});
    return { period: periodOf(from, to), paging: { page, limit } };
  };

  app.post('/settlements/reports', { ...admin, schema: { response: declared.import } }, async (request, reply) => {
    const received = await receiveReport(request);
    try {
      const { report, alreadyImported } = await importReport(db, request, received);
      const message = alreadyImported
        ? m.alreadyImported
        : m.imported(report.line_count, report.matched_count, report.open_count);
      reply.status(alreadyImported ? 200 : 201);
      return { message, data: { report: reportOf(report), already_imported: alreadyImported } };
    } finally {
      await received.discard();
    }
  });

  app.get('/settlements/reports', { ...admin, schema: { response: declared.reports } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const { period, paging } = pageQuery(request.query);
    return reportsPage(db, period, paging);
  });

  app.get('/settlements/lines', { ...admin, schema: { response: declared.lines } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const { period, paging } = pageQuery(request.query);
    return linesPage(db, period, paging);
  });

  app.get('/settlements/open-items', { ...admin, schema: { response: declared.openItems } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const { period, paging } = pageQuery(request.query);
    return openItemsPage(db, period, paging.page, paging.limit);
  });

  app.post('/settlements/status-check', { ...admin, schema: { response: declared.statusCheck } }, async (request) => {
    const { from, to } = parseOrThrow(settlementPeriod(), request.body ?? {});
    const checked = await checkStatuses(app, request, periodOf(from, to));
    const message = checked.asked === 0 ? m.nothingToCheck : m.statusChecked(checked.asked, checked.stored);
    return { message, data: checked };
  });
}
