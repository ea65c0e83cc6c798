import {
  channelSalesSchema,
  dataAnswer,
  doorPassSchema,
  doorQuotaBody,
  doorQuotaSchema,
  doorSaleBody,
  doorSaleSchema,
  doorSellingBody,
  doorShiftSchema,
  shiftCloseBody,
  shiftOpenBody,
} from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf, requireAccess } from '../../accounts/index.js';
import { keepEndedSeats, SHOWS } from '../../box-office/index.js';
import { invalidate } from '../../content/index.js';
import { answers, refusalsOf } from '../../core/answers.js';
import { audit } from '../../core/audit/record.js';
import { notFound, parseId } from '../../core/http-error.js';
import type { RouteApp } from '../../core/route-app.js';
import { gatewayOf } from '../../payments/index.js';
import { passOf, passRows } from '../passes.js';
import { doorPasses } from '../schema.js';
import { assertMaySell, assertMaySellSale, assertMaySellShift } from './access.js';
import { salesByChannel } from './channels.js';
import { chargeQris } from './qris.js';
import { doorQuotaTakesBack, quotasOf, setQuotas } from './quotas.js';
import { refundAtDoor } from './refunds.js';
import { scheduleQuotaRelease } from './release-job.js';
import { tillReportRoutes } from './report-routes.js';
import { saleView } from './sale-view.js';
import { recordSale } from './sales.js';
import { doorSeatRoutes, doorSeatsTakeBack } from './seat-routes.js';
import { closeShift, openShift, shiftReport, shiftsOfShow } from './shifts.js';

/**
 * Selling at the door (issue 44): the admin gives a pass the right to sell and sets the door's
 * quota; a selling device opens a till shift, sells (cash, also offline from its share; QRIS
 * online), refunds at the door, and closes the shift with the cash counted.
 */
const door = refusalsOf('admin');
const declared = {
  selling: answers({ 200: dataAnswer(doorPassSchema) }, [...door, 400, 404]),
  quotas: answers({ 200: dataAnswer(z.array(doorQuotaSchema)) }, [...door, 400]),
  setQuotas: answers({ 200: dataAnswer(z.array(doorQuotaSchema)) }, [...door, 400, 409]),
  shift: answers({ 200: dataAnswer(doorShiftSchema) }, [...door, 400, 404]),
  openShift: answers({ 201: dataAnswer(doorShiftSchema) }, [...door, 400, 409]),
  closeShift: answers({ 200: dataAnswer(doorShiftSchema) }, [...door, 400, 404, 409]),
  shifts: answers({ 200: dataAnswer(z.array(doorShiftSchema)) }, [...door, 400]),
  channels: answers({ 200: dataAnswer(z.array(channelSalesSchema)) }, [...door, 400]),
  sale: answers({ 200: dataAnswer(doorSaleSchema), 201: dataAnswer(doorSaleSchema) }, [...door, 400, 404, 409, 502]),
  saleRead: answers({ 200: dataAnswer(doorSaleSchema) }, [...door, 400, 404]),
  refund: answers({ 200: dataAnswer(doorSaleSchema) }, [...door, 400, 404, 409]),
};
const admin = { preHandler: requireAccess('admin') };
const seller = { preHandler: requireAccess('door') };
const idParams = z.object({ id: z.string() });
// named apart from `id`: a shift is read by its device, not picked from a list of shifts
const shiftParams = z.object({ shift: z.string() });
const keyParams = z.object({ key: z.uuid() });
const noStore = { 'cache-control': 'private, no-store' };

/** Where the buyer's phone reaches a relative address (the sandbox's checkout page). */
const absoluteFor = (request: FastifyRequest, publicUrl: string | undefined) => (url: string) =>
  /^https?:/.test(url)
    ? url
    : `${publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`}${url}`;

function adminRoutes(app: RouteApp) {
  const { db } = app;
  app.post(
    '/door/passes/:id/selling',
    { ...admin, schema: { params: idParams, body: doorSellingBody, response: declared.selling } },
    async (request) => {
      const id = parseId(request.params.id);
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(doorPasses).where(eq(doorPasses.id, id)).for('update');
        if (!before) throw notFound();
        const [after] = await tx
          .update(doorPasses)
          .set({ can_sell: request.body.canSell })
          .where(eq(doorPasses.id, id))
          .returning();
        await audit(tx, request, { resource: 'door_passes', id, action: 'update', before, after: after ?? null });
      });
      const [row] = await passRows(db, eq(doorPasses.id, id));
      if (!row) throw notFound();
      return { data: passOf(row) };
    },
  );
  app.put(
    '/door/shows/:id/quota',
    { ...admin, schema: { params: idParams, body: doorQuotaBody, response: declared.setQuotas } },
    async (request) => {
      const data = await setQuotas(db, request, parseId(request.params.id), request.body);
      // the seats left that the shows' pages show changed
      invalidate(app, SHOWS);
      return { data };
    },
  );
  app.get(
    '/door/shows/:id/shifts',
    { ...admin, schema: { params: idParams, response: declared.shifts } },
    async (request, reply) => {
      reply.headers(noStore);
      return { data: await shiftsOfShow(db, parseId(request.params.id)) };
    },
  );
  app.get(
    '/door/shows/:id/channels',
    { ...admin, schema: { params: idParams, response: declared.channels } },
    async (request, reply) => {
      reply.headers(noStore);
      return { data: await salesByChannel(db, parseId(request.params.id)) };
    },
  );
}

function tillRoutes(app: RouteApp) {
  const { db } = app;
  app.get(
    '/door/shows/:id/quota',
    { ...seller, schema: { params: idParams, response: declared.quotas } },
    async (request, reply) => {
      reply.headers(noStore);
      const showId = parseId(request.params.id);
      await assertMaySell(db, request, showId);
      return { data: await quotasOf(db, showId) };
    },
  );
  app.post(
    '/door/shifts',
    { ...seller, schema: { body: shiftOpenBody, response: declared.openShift } },
    async (request, reply) => {
      const who = await assertMaySell(db, request, request.body.showId);
      return reply.status(201).send({ data: await openShift(db, request, who, request.body) });
    },
  );
  app.get(
    '/door/shifts/:shift',
    { ...seller, schema: { params: shiftParams, response: declared.shift } },
    async (request, reply) => {
      reply.headers(noStore);
      const id = parseId(request.params.shift);
      await assertMaySellShift(db, request, id);
      return { data: await shiftReport(db, id, callerOf(request).id) };
    },
  );
  app.post(
    '/door/shifts/:shift/close',
    { ...seller, schema: { params: shiftParams, body: shiftCloseBody, response: declared.closeShift } },
    async (request) => {
      const id = parseId(request.params.shift);
      const who = await assertMaySellShift(db, request, id);
      return { data: await closeShift(db, request, who, id, request.body.counted) };
    },
  );
}

function saleRoutes(app: RouteApp) {
  const { db } = app;
  app.post(
    '/door/sales',
    { ...seller, schema: { body: doorSaleBody, response: declared.sale } },
    async (request, reply) => {
      const input = request.body;
      const who = await assertMaySell(db, request, input.showId);
      const recorded = await recordSale(db, request, who, input);
      if (
        recorded.created &&
        input.method === 'qris' &&
        recorded.orderId &&
        recorded.total !== undefined &&
        recorded.category
      ) {
        const absolute = absoluteFor(request, app.config.PUBLIC_URL);
        const sale = {
          orderId: recorded.orderId,
          total: recorded.total,
          category: recorded.category,
          buyer: input.buyer,
        };
        await chargeQris(db, gatewayOf(app), sale, input.count, absolute);
      }
      return reply.status(recorded.created ? 201 : 200).send({ data: await saleView(db, input.key) });
    },
  );
  app.get(
    '/door/sales/:key',
    { ...seller, schema: { params: keyParams, response: declared.saleRead } },
    async (request, reply) => {
      reply.headers(noStore);
      await assertMaySellSale(db, request, request.params.key);
      return { data: await saleView(db, request.params.key) };
    },
  );
  app.post(
    '/door/sales/:key/refund',
    {
      ...seller,
      schema: {
        params: keyParams,
        body: z.object({ shiftId: z.number().int().positive() }),
        response: declared.refund,
      },
    },
    async (request) => {
      const who = await assertMaySellSale(db, request, request.params.key);
      callerOf(request);
      await refundAtDoor(db, request, who, request.params.key, request.body.shiftId);
      return { data: await saleView(db, request.params.key) };
    },
  );
}

export const doorSaleRoutes = async (app: RouteApp) => {
  adminRoutes(app);
  doorSeatRoutes(app);
  tillRoutes(app);
  saleRoutes(app);
  tillReportRoutes(app);
  scheduleQuotaRelease(app);
  // a door sale's seats, once refunded or voided, go back to the door's quota while it is open
  keepEndedSeats(doorQuotaTakesBack);
  keepEndedSeats(doorSeatsTakeBack);
};
