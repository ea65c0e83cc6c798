import { randomInt } from 'node:crypto';
import {
  formatDateTime,
  voucherMessages as m,
  savedAnswer,
  voucherBatchAnswerSchema,
  voucherBatchBody,
  vouchers as voucherDef,
} from '@teater/contract';
import { desc, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAccess } from '../accounts/index.js';
import { invalidate } from '../content/index.js';
import { vouchers } from '../content/schema.js';
import { answers, rawAnswer, refusalsOf } from '../core/answers.js';
import { audit } from '../core/audit/record.js';
import { sendCsv } from '../core/csv-export.js';
import { parseOrThrow } from '../core/http-error.js';
import { adminListSource, listWhere, parseListQuery } from '../core/list-query.js';
import { ticketOrders } from './schema.js';
import { checkVoucher } from './voucher-resource.js';
import { VOUCHER_USING_STATUSES } from './vouchers.js';

const vouchersSource = adminListSource(voucherDef.list ?? {}, vouchers);
// Letters and digits that cannot be misread for each other (no 0/O, 1/I/L).
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const randomCode = (prefix: string | undefined) => {
  const tail = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return prefix ? `${prefix}-${tail}` : tail;
};
const when = (date: Date | null) => (date ? formatDateTime(date.toISOString()) : '');
const usesOf = sql<number>`(SELECT count(*)::int FROM ${ticketOrders} o
  WHERE o.id_voucher = vouchers.id AND o.status IN (${sql.join(
    VOUCHER_USING_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )}))`;

/**
 * `count` vouchers with the same settings and random codes, in one transaction with their audit
 * entries; a code that happens to exist already is drawn again. Returns the codes.
 */
async function createBatch(app: FastifyInstance, request: FastifyRequest) {
  const body = parseOrThrow(voucherBatchBody(), request.body ?? {}) as Record<string, unknown>;
  const { count, prefix, ...settings } = body as { count: number; prefix?: string } & Record<string, unknown>;
  const values: Record<string, unknown> = { ...settings };
  await checkVoucher(app.db, values);
  for (const name of ['valid_from', 'valid_until'] as const) {
    if (typeof values[name] === 'string') values[name] = new Date(values[name] as string);
  }
  const codes = await app.db.transaction(async (tx) => {
    const made: string[] = [];
    while (made.length < count) {
      const wanted = Array.from({ length: count - made.length }, () => randomCode(prefix));
      const rows = await tx
        .insert(vouchers)
        .values(wanted.map((code) => ({ ...values, code }) as typeof vouchers.$inferInsert))
        .onConflictDoNothing()
        .returning();
      for (const row of rows) {
        await audit(tx, request, { resource: 'vouchers', id: row.id, action: 'create', after: row });
        made.push(row.code);
      }
    }
    return made;
  });
  invalidate(app, 'vouchers');
  return { message: m.batchCreated(codes.length), data: { count: codes.length, codes } };
}

/** Vouchers beyond the generic routes: many codes at once, and the list as CSV. */
export async function voucherRoutes(app: FastifyInstance) {
  const admin = { preHandler: requireAccess('admin') };
  app.post(
    '/vouchers/batch',
    {
      ...admin,
      schema: { response: answers({ 201: savedAnswer(voucherBatchAnswerSchema) }, [...refusalsOf('admin'), 400]) },
    },
    async (request, reply) => reply.status(201).send(await createBatch(app, request)),
  );

  const csv = rawAnswer('text/csv', 'CSV (UTF-8 dengan BOM) dengan filter yang sama dengan daftarnya');
  app.get(
    '/vouchers/export.csv',
    { ...admin, schema: { response: answers({ 200: csv }, [...refusalsOf('admin'), 400]) } },
    async (request, reply) => {
      const params = parseListQuery(vouchersSource, request.query);
      return sendCsv(reply, {
        name: 'voucher',
        batch: (before, limit) =>
          app.db
            .select({ voucher: vouchers, used: usesOf })
            .from(vouchers)
            .where(listWhere(vouchersSource, params, [before ? lt(vouchers.id, before) : undefined]))
            .orderBy(desc(vouchers.id))
            .limit(limit),
        idOf: (row) => row.voucher.id,
        columns: [
          { header: m.code, value: (r) => r.voucher.code },
          { header: m.kind, value: (r) => (r.voucher.kind === 'fixed' ? m.kinds.fixed : m.kinds.percent) },
          { header: m.amount, value: (r) => r.voucher.amount },
          { header: 'Berlaku Mulai (WIB)', value: (r) => when(r.voucher.valid_from) },
          { header: 'Berlaku Sampai (WIB)', value: (r) => when(r.voucher.valid_until) },
          { header: m.maxUses, value: (r) => r.voucher.max_uses },
          { header: m.maxUsesPerAccount, value: (r) => r.voucher.max_uses_per_account },
          { header: m.used, value: (r) => r.used },
          { header: 'ID Pertunjukan', value: (r) => r.voucher.show_ids.join(' ') },
          { header: 'ID Kategori', value: (r) => r.voucher.category_ids.join(' ') },
          { header: m.note, value: (r) => r.voucher.note },
          { header: 'Dibuat (WIB)', value: (r) => when(r.voucher.createdAt) },
        ],
      });
    },
  );
}
