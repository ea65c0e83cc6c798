import {
  AUDIT_ACTION_LABELS,
  AUDIT_RESOURCE_LABELS,
  type AuditAction,
  type AuditEntry,
  auditEntrySchema,
  auditList,
  formatDateTime,
  pageAnswer,
} from '@teater/contract';
import { desc, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAccess } from '../accounts/index.js';
import { answers, rawAnswer, refusalsOf } from '../core/answers.js';
import { auditLog } from '../core/audit/schema.js';
import { sendCsv } from '../core/csv-export.js';
import { adminListSource, listWhere, pageFromQuery, parseListQuery } from '../core/list-query.js';

type AuditRow = typeof auditLog.$inferSelect;

export const auditSource = adminListSource(auditList, auditLog);

const entryOf = (row: AuditRow): AuditEntry => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  action: row.action as AuditAction,
  before: row.before ?? null,
  after: row.after ?? null,
});

/** `field: value` pairs of one side of a change, for a spreadsheet cell. */
const sideOf = (values: Record<string, unknown> | null) =>
  values
    ? Object.entries(values)
        .map(([field, value]) => `${field}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
        .join('\n')
    : '';

/**
 * The audit log for admins (read only: no route changes or removes an entry): paged with its
 * search and filters, and the same as a streamed CSV.
 */
export async function adminAuditRoutes(app: FastifyInstance) {
  const { db } = app;
  const refused = [...refusalsOf('admin'), 400] as const;

  app.get(
    '/admin/audit',
    {
      preHandler: requireAccess('admin'),
      schema: { response: answers({ 200: pageAnswer(auditEntrySchema) }, refused) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return pageFromQuery(
        auditSource,
        request.query,
        (where) => db.select().from(auditLog).where(where).$dynamic(),
        (where) => db.$count(auditLog, where),
        (rows) => rows.map(entryOf),
      );
    },
  );

  const csv = rawAnswer('text/csv', 'CSV (UTF-8 dengan BOM) dengan filter yang sama dengan daftarnya');
  app.get(
    '/admin/audit/export.csv',
    { preHandler: requireAccess('admin'), schema: { response: answers({ 200: csv }, refused) } },
    async (request, reply) => {
      const params = parseListQuery(auditSource, request.query);
      return sendCsv(reply, {
        name: 'log-audit',
        batch: (before, limit) =>
          db
            .select()
            .from(auditLog)
            .where(listWhere(auditSource, params, [before ? lt(auditLog.id, before) : undefined]))
            .orderBy(desc(auditLog.id))
            .limit(limit),
        idOf: (row) => row.id,
        columns: [
          { header: 'Waktu (WIB)', value: (r) => formatDateTime(r.createdAt.toISOString()) },
          { header: 'Nama', value: (r) => r.actor_name },
          { header: 'Email', value: (r) => r.actor_email },
          { header: 'Role', value: (r) => r.actor_role },
          { header: 'Alamat IP', value: (r) => r.ip },
          { header: 'Tindakan', value: (r) => AUDIT_ACTION_LABELS[r.action as AuditAction] ?? r.action },
          { header: 'Data', value: (r) => AUDIT_RESOURCE_LABELS[r.resource] ?? r.resource },
          { header: 'ID data', value: (r) => r.record_id },
          { header: 'Keterangan', value: (r) => r.summary },
          { header: 'Sebelum', value: (r) => sideOf(r.before ?? null) },
          { header: 'Sesudah', value: (r) => sideOf(r.after ?? null) },
        ],
      });
    },
  );
}
