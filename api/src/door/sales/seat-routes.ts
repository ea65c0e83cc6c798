import { dataAnswer, doorSeatsBody, doorSeatsSchema } from '@teater/contract';
import { z } from 'zod';
import { requireAccess } from '../../accounts/index.js';
import { SHOWS } from '../../box-office/index.js';
import { invalidate } from '../../content/index.js';
import { answers, refusalsOf } from '../../core/answers.js';
import { parseId } from '../../core/http-error.js';
import type { RouteApp } from '../../core/route-app.js';
import { doorSeatsView, setDoorSeats } from './door-seats.js';

export { doorSeatsTakeBack } from './seat-shares.js';

/** A seated show's door seats (decision 037): the admin reads and sets them on /managedoor. */
const declared = {
  read: answers({ 200: dataAnswer(doorSeatsSchema) }, [...refusalsOf('admin'), 400]),
  set: answers({ 200: dataAnswer(doorSeatsSchema) }, [...refusalsOf('admin'), 400, 409]),
};
const admin = { preHandler: requireAccess('admin') };
const idParams = z.object({ id: z.string() });

export function doorSeatRoutes(app: RouteApp) {
  const { db } = app;
  app.get(
    '/door/shows/:id/seats',
    { ...admin, schema: { params: idParams, response: declared.read } },
    async (request, reply) => {
      reply.headers({ 'cache-control': 'private, no-store' });
      return { data: await doorSeatsView(db, parseId(request.params.id)) };
    },
  );
  app.put(
    '/door/shows/:id/seats',
    { ...admin, schema: { params: idParams, body: doorSeatsBody, response: declared.set } },
    async (request) => {
      const data = await setDoorSeats(db, request, parseId(request.params.id), request.body);
      // the seat maps and seats left the shows' pages show changed
      invalidate(app, SHOWS);
      return { data };
    },
  );
}
