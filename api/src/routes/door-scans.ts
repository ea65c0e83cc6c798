import { type DoorScanRow, doorScanRowSchema, doorScansList, pageAnswer } from '@teater/contract';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answers, refusalsOf } from '../answers.js';
import { requireAccess } from '../auth/access.js';
import { doorScans } from '../db/schema.js';
import { type ListSource, pageFromQuery } from '../resources/list-query.js';

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
    conflict: (value) =>
      value === true || value === 'true' ? isNotNull(doorScans.conflict) : isNull(doorScans.conflict),
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

const declared = answers({ 200: pageAnswer(doorScanRowSchema) }, [...refusalsOf('admin'), 400, 404]);

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
}
