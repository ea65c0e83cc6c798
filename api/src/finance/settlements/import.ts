import { createReadStream } from 'node:fs';
import { settlementMessages as m } from '@teater/contract';
import { CsvError, parse } from 'csv-parse';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../core/audit/record.js';
import type { Db } from '../../core/db/client.js';
import { badRequest, isUniqueViolation } from '../../core/http-error.js';
import { settlementReports } from '../schema.js';
import type { ReceivedReport } from './report-file.js';
import { type ReportLine, type ReportReader, readerOf } from './report-lines.js';
import { storeLines } from './store-lines.js';

/** Lines per statement: 100,000 lines are a hundred statements, never a hundred thousand. */
const BATCH = 1000;

export type SettlementReportRow = typeof settlementReports.$inferSelect;

export interface ImportOutcome {
  report: SettlementReportRow;
  alreadyImported: boolean;
}

const findByDigest = async (db: Db, digest: string) =>
  (await db.select().from(settlementReports).where(eq(settlementReports.digest, digest)).limit(1))[0];

/**
 * Imports a Midtrans report (transaction or payout CSV, told apart by its header) in one
 * transaction: read as a stream, stored a batch at a time, audited. A file whose bytes were
 * imported before changes nothing; a broken file stores nothing (400, the line named).
 */
export async function importReport(db: Db, request: FastifyRequest, received: ReceivedReport): Promise<ImportOutcome> {
  const before = await findByDigest(db, received.digest);
  if (before) return { report: before, alreadyImported: true };
  try {
    const report = await db.transaction(async (tx) => {
      const parser = createReadStream(received.file).pipe(
        parse({ bom: true, skip_empty_lines: true, relax_quotes: false, max_record_size: 64 * 1024 }),
      );
      let reader: ReportReader | undefined;
      let reportId = 0;
      let lines = 0;
      let matched = 0;
      let batch: ReportLine[] = [];
      const flush = async () => {
        if (!reader || batch.length === 0) return;
        matched += await storeLines(tx, reader.kind, reportId, batch);
        batch = [];
      };
      for await (const record of parser as AsyncIterable<string[]>) {
        if (!reader) {
          reader = readerOf(record);
          const [created] = await tx
            .insert(settlementReports)
            .values({ source: reader.kind, file_name: received.fileName, digest: received.digest })
            .returning({ id: settlementReports.id });
          reportId = created?.id ?? 0;
          continue;
        }
        lines++;
        batch.push(reader.lineOf(record, lines + 1));
        if (batch.length >= BATCH) await flush();
      }
      await flush();
      if (!reader) throw badRequest(m.unknownHeaders, { file: m.unknownHeaders });
      if (lines === 0) throw badRequest(m.empty, { file: m.empty });
      const [stored] = await tx
        .update(settlementReports)
        .set({ line_count: lines, matched_count: matched, open_count: lines - matched })
        .where(eq(settlementReports.id, reportId))
        .returning();
      if (!stored) throw new Error('settlement report vanished');
      await audit(tx, request, {
        resource: 'settlement_reports',
        id: stored.id,
        action: 'upload',
        after: stored,
        summary: stored.file_name ?? stored.source,
      });
      return stored;
    });
    return { report, alreadyImported: false };
  } catch (error) {
    if (error instanceof CsvError) {
      const line = Number((error as CsvError & { lines?: number }).lines ?? 0);
      throw badRequest(m.malformed(line), { file: m.malformed(line) });
    }
    // the same file imported at the same moment by another request: that import is this one
    if (isUniqueViolation(error)) {
      const other = await findByDigest(db, received.digest);
      if (other) return { report: other, alreadyImported: true };
    }
    throw error;
  }
}
