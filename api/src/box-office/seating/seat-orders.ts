import { seatingMessages as m, type SeatOrderBody } from '@teater/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../accounts/sessions.js';
import { audit, isStaff } from '../../core/audit/record.js';
import type { Tx } from '../../core/db/client.js';
import { badRequest, conflict, HttpError } from '../../core/http-error.js';
import { batcher } from '../order-batcher.js';
import { ticketOrders } from '../schema.js';
import { expireStaleOrders } from '../seat-holds.js';
import { type NewTicketOrder, newTicketOrder, type Placement, placeOrder } from '../seat-placement.js';
import { takeVoucher } from '../vouchers.js';
import { bestSeats } from './best-seats.js';
import { showSeats } from './schema.js';
import { placeSeatOrders, type SeatOrder, type SeatOutcome } from './seat-batch.js';
import { takeSeats } from './seat-taking.js';
import { isSeated } from './show-seating.js';

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
 * One seat order alone in one transaction (a staff account's, audited, or one with a voucher): the placing statement takes the zones' counts (locking the
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
 * Places seat orders. A member's order without a voucher waits for its show's next batch (on
 * PostgreSQL with the orders arriving meanwhile: seat-batch.ts, one transaction for many, in
 * arrival order); a staff account's order (audited) or an order with a voucher (its row locked)
 * goes alone. Short of seats, or a chosen seat held by an order past its time, the show's expired
 * holds are swept and the order tried once more (at most once a second per show and process).
 * A show sold by count (no plan) is refused.
 */
export function seatOrderPlacer(app: FastifyInstance) {
  const placeBatch = (tiketId: number, orders: readonly SeatOrder[]) => placeSeatOrders(app.db, tiketId, orders);
  // PGlite has one connection: nothing to group, each order is a batch of its own
  const batched =
    app.database.kind === 'postgres'
      ? batcher(placeBatch).place
      : async (order: SeatOrder) => {
          const [outcome] = await placeBatch(order.tiketId, [order]);
          return outcome ?? { result: 'short' as const };
        };
  // A show once seated stays seated (its plan goes only with the show): a rush's orders ask once.
  const seatedShows = new Set<number>();
  const seated = async (tiketId: number) => {
    if (seatedShows.has(tiketId)) return true;
    if (!(await isSeated(app.db, tiketId))) return false;
    seatedShows.add(tiketId);
    return true;
  };
  return async (request: FastifyRequest, body: SeatOrderBody, caller: SessionUser) => {
    if (!(await seated(body.id_tiket))) throw conflict(m.showNotSeated);
    const wanted = newSeatOrder(body, caller, app.config.TICKET_HOLD_MINUTES);
    const alone = body.voucher !== undefined || isStaff(request.user);
    const attempt = async (): Promise<SeatOutcome> => {
      if (!alone) return batched({ tiketId: body.id_tiket, order: wanted, seats: body.seats, best: body.best });
      return placeOnce(app, request, body, wanted).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 409) return error;
        throw error;
      });
    };
    let outcome = await attempt();
    const short = outcome instanceof HttpError ? outcome.statusCode === 409 : outcome.result === 'short';
    if (short && Date.now() - (sweptAt.get(body.id_tiket) ?? 0) >= 1000) {
      sweptAt.set(body.id_tiket, Date.now());
      if ((await expireStaleOrders(app.db, new Date(), { tiketId: body.id_tiket })) > 0) outcome = await attempt();
    }
    if (outcome instanceof HttpError) throw outcome;
    return { wanted, placement: outcome };
  };
}
