import {
  type DoorScanRow,
  doorScanRowSchema,
  doorScansList,
  formatDateTime,
  pageAnswer,
  scanResultLabels,
} from '@teater/contract';
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, not } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAccess } from '../accounts/index.js';
import { answers, rawAnswer, refusalsOf } from '../core/answers.js';
import { type CsvColumn, sendCsv } from '../core/csv-export.js';
import { type ListSource, listWhere, pageFromQuery, parseListQuery } from '../core/list-query.js';
import { REFUSED_RESULTS } from './conflicts.js';
import { doorScans } from './schema.js';

const isTrue = (value: unknown) => value === true || value === 'true';

/** Every scan uploaded for a show, refused ones with their reason: the door's statistics. */
const scansSource: ListSource = {
  list: doorScansList,
  columns: {
    code: doorScans.code,
    device_name: doorScans.device_name,
    scanned_at: doorScans.scanned_at,
    result: doorScans.result,
  },
  id: doorScans.id,
  computed: {
    conflict: (value) => (isTrue(value) ? isNotNull(doorScans.conflict) : isNull(doorScans.conflict)),
    refused: (value) =>
      isTrue(value) ? inArray(doorScans.result, REFUSED_RESULTS) : not(inArray(doorScans.result, REFUSED_RESULTS)),
  },
  defaultLimit: 50,
};

const rowOf = (scan: typeof doorScans.$inferSelect): DoorScanRow => ({
  id: scan.id,
  scanId: scan.scan_id,
  code: scan.code,
  result: scan.result,
  device: scan.device_name,
  staff: scan.staff_name,
  scannedAt: scan.scanned_at.toISOString(),
  receivedAt: scan.received_at.toISOString(),
  conflict: scan.conflict,
});

type ScanRow = typeof doorScans.$inferSelect;

/** The scans' CSV: each refused one with the code read and why it was refused. */
const scanColumns: CsvColumn<ScanRow>[] = [
  { header: 'Waktu pindai (WIB)', value: (r) => formatDateTime(r.scanned_at.toISOString()) },
  { header: 'Kode Tiket', value: (r) => r.code },
  { header: 'Hasil', value: (r) => scanResultLabels[r.result] },
  { header: 'Perangkat', value: (r) => r.device_name },
  { header: 'Petugas', value: (r) => r.staff_name },
  { header: 'Konflik', value: (r) => r.conflict ?? '' },
];

const refused = [...refusalsOf('admin'), 400, 404] as const;
const declared = answers({ 200: pageAnswer(doorScanRowSchema) }, refused);
const declaredCsv = answers({ 200: rawAnswer('text/csv', 'Pindaian pintu (UTF-8 dengan BOM)') }, refused);

export function scanRoutes(
  app: FastifyInstance,
  showOf: (db: FastifyInstance['db'], r: FastifyRequest) => Promise<{ id: number }>,
) {
  const { db } = app;
  app.get(
    '/tiket/:id/scans',
    { preHandler: requireAccess('door'), schema: { response: declared } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const show = await showOf(db, request);
      const ofShow = eq(doorScans.id_tiket, show.id);
      return pageFromQuery(
        scansSource,
        request.query,
        (where) => db.select().from(doorScans).where(and(ofShow, where)).$dynamic(),
        async (where) => (await db.select({ n: count() }).from(doorScans).where(and(ofShow, where)))[0]?.n ?? 0,
        (rows) => rows.map(rowOf),
      );
    },
  );

  // the same scans as CSV, with the list's filters (?refused=true: the refused ones and why)
  app.get(
    '/tiket/:id/scans.csv',
    { preHandler: requireAccess('door'), schema: { response: declaredCsv } },
    async (request, reply) => {
      const show = await showOf(db, request);
      const params = parseListQuery(scansSource, request.query);
      return sendCsv(reply, {
        name: `pindaian-${show.id}`,
        batch: (before, limit) =>
          db
            .select()
            .from(doorScans)
            .where(
              listWhere(scansSource, params, [
                eq(doorScans.id_tiket, show.id),
                before ? lt(doorScans.id, before) : undefined,
              ]),
            )
            .orderBy(desc(doorScans.id))
            .limit(limit),
        idOf: (row) => row.id,
        columns: scanColumns,
      });
    },
  );
}
