import { seatingMessages as m, type SeatOrderBody } from '@teater/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../accounts/sessions.js';
import { audit, isStaff } from '../../core/audit/record.js';
import type { Tx } from '../../core/db/client.js';
import { badRequest, conflict, HttpError } from '../../core/http-error.js';
import { ticketOrders } from '../schema.js';
import { expireStaleOrders } from '../seat-holds.js';
import { type NewTicketOrder, newTicketOrder, type Placement, placeOrder } from '../seat-placement.js';
import { takeVoucher } from '../vouchers.js';
import { bestSeats } from './best-seats.js';
import { showSeats } from './schema.js';
import { takeSeats } from './seat-taking.js';

/** The seats an order names, with their zones; a seat not of the show is a 400. */
async function zonesOfSeats(tx: Tx, tiketId: number, seatIds: number[]) {
  const rows = await tx
    .select({ id: showSeats.id, zone: showSeats.id_kategori })
    .from(showSeats)
    .where(and(eq(showSeats.id_tiket, tiketId), inArray(showSeats.id, seatIds)));
  if (rows.length !== seatIds.length) throw badRequest(m.seatUnknown, { seats: m.seatUnknown });
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.zone, (counts.get(row.zone) ?? 0) + 1);
  return [...counts].map(([id, count]) => ({ id, count }));
}

const newSeatOrder = (body: SeatOrderBody, caller: SessionUser, holdMinutes: number) =>
  newTicketOrder(body, [], caller, holdMinutes);

/**
 * One seat order in one transaction: the placing statement takes the zones' counts (locking the
 * zones, in id order), then the seats themselves are taken (chosen, or the best adjacent ones
 * found under those locks). Any seat gone: the whole order is rolled back and refused.
 */
async function placeOnce(app: FastifyInstance, request: FastifyRequest, body: SeatOrderBody, wanted: NewTicketOrder) {
  return app.db.transaction(async (tx): Promise<Placement> => {
    const lines = body.seats
      ? await zonesOfSeats(tx, body.id_tiket, body.seats)
      : [{ id: body.best?.id_kategori ?? 0, count: body.best?.count ?? 0 }];
    // a voucher is checked and its use taken with its row locked, as on any order (vouchers.ts)
    const voucher =
      body.voucher === undefined ? undefined : await takeVoucher(tx, { ...wanted, lines, code: body.voucher });
    const placement = await placeOrder(tx, { ...wanted, lines, voucher });
    if (placement.result !== 'placed') return placement;
    const [order] = await tx.select().from(ticketOrders).where(eq(ticketOrders.order_id, wanted.order_id));
    if (!order) throw new Error('the placed order is not there');
    const seatIds = body.seats ?? (await bestSeats(tx, body.id_tiket, lines[0]?.id ?? 0, lines[0]?.count ?? 0));
    if (seatIds.length === 0)
      throw conflict(m.noAdjacent(body.best?.count ?? 0), { seats: m.noAdjacent(body.best?.count ?? 0) });
    if (!(await takeSeats(tx, body.id_tiket, order.id, seatIds))) throw conflict(m.seatTaken, { seats: m.seatTaken });
    if (isStaff(request.user)) {
      await audit(tx, request, { resource: 'ticket_orders', id: order.id, action: 'create', after: order });
    }
    return placement;
  });
}

const sweptAt = new Map<number, number>();

/**
 * A seat order, and once more after the show's expired holds are swept when seats were short or
 * a chosen seat was held by an order past its time (at most once a second per show and process).
 */
export async function placeSeatOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  body: SeatOrderBody,
  caller: SessionUser,
) {
  const wanted = newSeatOrder(body, caller, app.config.TICKET_HOLD_MINUTES);
  const attempt = () =>
    placeOnce(app, request, body, wanted).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 409) return error;
      throw error;
    });
  let outcome = await attempt();
  const short = outcome instanceof HttpError || outcome.result === 'short';
  if (short && Date.now() - (sweptAt.get(body.id_tiket) ?? 0) >= 1000) {
    sweptAt.set(body.id_tiket, Date.now());
    if ((await expireStaleOrders(app.db, new Date(), { tiketId: body.id_tiket })) > 0) outcome = await attempt();
  }
  if (outcome instanceof HttpError) throw outcome;
  return { wanted, placement: outcome };
}
