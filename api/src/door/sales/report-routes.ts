import { dataAnswer, doorSaleSchema } from '@teater/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireAccess } from '../../accounts/index.js';
import { SHOWS } from '../../box-office/index.js';
import { invalidate } from '../../content/index.js';
import { tikets } from '../../content/schema.js';
import { answers, rawAnswer, refusalsOf } from '../../core/answers.js';
import { parseId } from '../../core/http-error.js';
import type { RouteApp } from '../../core/route-app.js';
import { assertMaySellSale, assertMaySellShift } from './access.js';
import { saleView } from './sale-view.js';
import { shiftPdf } from './shift-pdf.js';
import { shiftReport } from './shifts.js';
import { voidAtDoor } from './voids.js';

/** The till's second row of calls (issue 44): a sale voided within its shift, and a shift's report as a PDF. */
const door = refusalsOf('admin');
const seller = { preHandler: requireAccess('door') };
const declared = {
  void: answers({ 200: dataAnswer(doorSaleSchema) }, [...door, 400, 404, 409]),
  pdf: answers({ 200: rawAnswer('application/pdf', 'Laporan shift kasir, satu halaman') }, [...door, 400, 404]),
};

export function tillReportRoutes(app: RouteApp) {
  const { db } = app;
  app.post(
    '/door/sales/:key/void',
    {
      ...seller,
      schema: {
        params: z.object({ key: z.uuid() }),
        body: z.object({ shiftId: z.number().int().positive() }),
        response: declared.void,
      },
    },
    async (request) => {
      const { key } = request.params;
      const who = await assertMaySellSale(db, request, key);
      await voidAtDoor(db, request, who, key, request.body.shiftId);
      // the seats left on the show's pages may change (a released quota's seats go online)
      invalidate(app, SHOWS);
      return { data: await saleView(db, key) };
    },
  );
  app.get(
    '/door/shifts/:shift/report.pdf',
    { ...seller, schema: { params: z.object({ shift: z.string() }), response: declared.pdf } },
    async (request, reply) => {
      const id = parseId(request.params.shift);
      const { showId } = await assertMaySellShift(db, request, id);
      const [show] = await db.select({ name: tikets.nama_pertujukan }).from(tikets).where(eq(tikets.id, showId));
      const report = await shiftReport(db, id);
      reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="laporan-shift-${id}.pdf"`);
      return reply.send(await shiftPdf(app.config.SITE_NAME, show?.name ?? '', report));
    },
  );
}
