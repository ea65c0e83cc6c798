import {
  type Donation,
  donationSchema,
  donationsList,
  formatDateTime,
  donationMessages as m,
  messageAnswer,
  pageAnswer,
} from '@teater/contract';
import { desc, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAccess } from '../accounts/index.js';
import { answers, rawAnswer, refusalsOf } from '../core/answers.js';
import { audit } from '../core/audit/record.js';
import { sendCsv } from '../core/csv-export.js';
import type { Tx } from '../core/db/client.js';
import { conflict, notFound, parseId } from '../core/http-error.js';
import { adminListSource, listWhere, pageFromQuery, parseListQuery } from '../core/list-query.js';
import { applyProviderWord, gatewayOf } from '../payments/index.js';
import { receiptNumberOf } from './receipt.js';
import { donations } from './schema.js';

type Gift = typeof donations.$inferSelect;
const source = adminListSource(donationsList, donations);
const asAdmin = [...refusalsOf('admin'), 400] as const;

const donationOf = (gift: Gift): Donation => ({
  id: gift.id,
  receipt_number: receiptNumberOf(gift),
  campaign_id: gift.campaign_id,
  order_id: gift.order_id,
  amount: gift.amount,
  status: gift.status,
  donor_name: gift.donor_name,
  donor_email: gift.donor_email,
  anonymous: gift.anonymous,
  on_wall: gift.on_wall,
  message: gift.message,
  paidAt: gift.paidAt?.toISOString() ?? null,
  createdAt: gift.createdAt.toISOString(),
});

const when = (date: Date | null) => (date ? formatDateTime(date.toISOString()) : '');

/** The gift's change in the audit log, beside the payment's (applyProviderWord records that one). */
const giftAudit = (request: FastifyRequest, before: Gift) => async (tx: Tx) => {
  const [after] = await tx.select().from(donations).where(eq(donations.id, before.id));
  await audit(tx, request, { resource: 'donations', id: before.id, action: 'refund', before, after });
};

/** Admins: every gift (filtered, paged), its CSV, and a paid gift's refund. */
export function donationAdminRoutes(app: FastifyInstance) {
  const { db } = app;
  const admin = { preHandler: requireAccess('admin') };

  app.get(
    '/donations',
    { ...admin, schema: { response: answers({ 200: pageAnswer(donationSchema) }, [...asAdmin]) } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return pageFromQuery(
        source,
        request.query,
        (where) => db.select().from(donations).where(where).$dynamic(),
        (where) => db.$count(donations, where),
        (rows) => rows.map(donationOf),
      );
    },
  );

  app.get(
    '/donations/export.csv',
    { ...admin, schema: { response: answers({ 200: rawAnswer('text/csv', 'Donasi (CSV)') }, [...asAdmin]) } },
    async (request, reply) => {
      const params = parseListQuery(source, request.query);
      return sendCsv(reply, {
        name: 'donasi',
        batch: (before, limit) =>
          db
            .select()
            .from(donations)
            .where(listWhere(source, params, [before ? lt(donations.id, before) : undefined]))
            .orderBy(desc(donations.id))
            .limit(limit),
        idOf: (gift) => gift.id,
        columns: [
          { header: m.receiptNumber, value: (g) => receiptNumberOf(g) },
          { header: 'Order ID', value: (g) => g.order_id },
          { header: 'Kampanye', value: (g) => g.campaign_id },
          { header: 'Nama', value: (g) => g.donor_name },
          { header: 'Email', value: (g) => g.donor_email },
          { header: 'Jumlah (Rp)', value: (g) => g.amount },
          { header: 'Status', value: (g) => m.statuses[g.status] },
          { header: 'Anonim', value: (g) => (g.anonymous ? 'Ya' : '') },
          { header: 'Di dinding', value: (g) => (g.on_wall ? 'Ya' : '') },
          { header: 'Pesan', value: (g) => g.message },
          { header: 'Dibayar (WIB)', value: (g) => when(g.paidAt) },
          { header: 'Tanggal (WIB)', value: (g) => when(g.createdAt) },
        ],
      });
    },
  );

  app.post(
    '/donations/:id/refund',
    {
      ...admin,
      schema: {
        params: z.object({ id: z.string() }),
        response: answers({ 200: messageAnswer }, [...refusalsOf('admin'), 404, 409, 502]),
      },
    },
    async (request) => {
      const id = parseId((request.params as { id: string }).id);
      const [gift] = await db.select().from(donations).where(eq(donations.id, id)).limit(1);
      if (!gift) throw notFound(m.notFound);
      if (gift.status !== 'paid') throw conflict(m.notRefundable);
      await applyProviderWord(app, () => gatewayOf(app).refund(gift.order_id, gift.amount, m.refundReason), {
        request,
        action: 'refund',
        also: giftAudit(request, gift),
      });
      const [now] = await db.select().from(donations).where(eq(donations.id, id));
      if (now?.status !== 'refunded') throw conflict(m.notRefundable);
      return { message: m.refunded };
    },
  );
}
