import { companyContact, formatDateTime, formatRupiah, donationMessages as m, slugify } from '@teater/contract';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf, requireAccess } from '../accounts/index.js';
import { kampanyes } from '../content/schema.js';
import { answers, rawAnswer, refusalsOf } from '../core/answers.js';
import type { DbOrTx } from '../core/db/client.js';
import { badRequest } from '../core/http-error.js';
import { newPdf, pdfBytes } from '../core/pdf.js';
import { receiptNumberOf } from './receipt.js';
import { donations } from './schema.js';

export const WIB_OFFSET_MS = 7 * 3_600_000;
/** The WIB year's bounds, as instants. */
export const yearBounds = (year: number) => [
  new Date(Date.UTC(year, 0, 1) - WIB_OFFSET_MS),
  new Date(Date.UTC(year + 1, 0, 1) - WIB_OFFSET_MS),
];

const query = z.object({ year: z.coerce.number().int().min(2000).max(9998).optional() });

/** A member's paid gifts of one WIB year, oldest first, with their campaign's title. */
async function giftsOfYear(db: DbOrTx, userId: number, year: number) {
  const [from, until] = yearBounds(year);
  return db
    .select({ gift: donations, campaign: kampanyes.judul })
    .from(donations)
    .innerJoin(kampanyes, eq(kampanyes.id, donations.campaign_id))
    .where(
      and(
        eq(donations.id_user, userId),
        eq(donations.status, 'paid'),
        gte(donations.paidAt, from as Date),
        lt(donations.paidAt, until as Date),
      ),
    )
    .orderBy(asc(donations.paidAt), asc(donations.id));
}

/** One gift on a statement, as facts (the January mail keeps them in its outbox row). */
export interface StatementLine {
  receipt_number: string;
  paid_at: string | null;
  campaign: string;
  amount: number;
}

/** A member's paid gifts of one WIB year as the statement's lines. */
export async function statementLines(db: DbOrTx, userId: number, year: number): Promise<StatementLine[]> {
  return (await giftsOfYear(db, userId, year)).map(({ gift, campaign }) => ({
    receipt_number: receiptNumberOf(gift),
    paid_at: gift.paidAt?.toISOString() ?? null,
    campaign,
    amount: gift.amount,
  }));
}

/** The yearly statement: each gift's receipt number, date, campaign and amount, the total, and no tax claim. */
export async function statementPdf(siteName: string, name: string, year: number, rows: StatementLine[]) {
  const total = rows.reduce((sum, line) => sum + line.amount, 0);
  // the receipt numbers and the total, readable by anything that reads PDF metadata (a bookkeeper's tool)
  const keywords = [...rows.map((line) => line.receipt_number), `total=${total}`].join(' ');
  const doc = await newPdf({
    size: 'A4',
    margin: 48,
    info: { Title: m.statementHeading(year), Author: siteName, Keywords: keywords },
  });
  const contact = companyContact(slugify(siteName));
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#7f1d1d').text(siteName.toUpperCase());
  doc.font('Helvetica').fontSize(9).fillColor('#44403c');
  for (const line of [...contact.address, contact.email]) doc.text(line);
  doc.moveDown(1).font('Helvetica-Bold').fontSize(16).fillColor('#1c1917').text(m.statementHeading(year));
  doc.font('Helvetica').fontSize(10.5).text(`${m.receiptDonor}: ${name}`).moveDown(0.6);
  if (rows.length === 0) doc.text(m.statementNone);
  for (const line of rows) {
    const when = line.paid_at ? formatDateTime(line.paid_at) : '';
    doc.text(`${line.receipt_number} · ${when} WIB · ${line.campaign} · ${formatRupiah(line.amount)}`);
  }
  doc
    .moveDown(0.6)
    .font('Helvetica-Bold')
    .text(`${m.statementTotal}: ${formatRupiah(total)}`);
  doc.moveDown(1).font('Helvetica-Oblique').fontSize(8.5).fillColor('#57534e').text(m.receiptNote);
  return pdfBytes(doc);
}

/** GET /donations/mine/statement.pdf?year=: the member's own gifts of a year (this year by default). */
export function statementRoutes(app: FastifyInstance) {
  app.get(
    '/donations/mine/statement.pdf',
    {
      preHandler: requireAccess('user'),
      schema: {
        response: answers({ 200: rawAnswer('application/pdf', 'Ringkasan donasi (PDF)') }, [
          ...refusalsOf('user'),
          400,
        ]),
      },
    },
    async (request, reply) => {
      const parsed = query.safeParse(request.query ?? {});
      if (!parsed.success) throw badRequest(m.yearInvalid, { year: m.yearInvalid });
      const caller = callerOf(request);
      const year = parsed.data.year ?? new Date(Date.now() + WIB_OFFSET_MS).getUTCFullYear();
      const rows = await statementLines(app.db, caller.id, year);
      const pdf = await statementPdf(app.config.SITE_NAME, caller.name, year, rows);
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', `attachment; filename="donasi-${year}.pdf"`);
      return reply.type('application/pdf').send(pdf);
    },
  );
}
