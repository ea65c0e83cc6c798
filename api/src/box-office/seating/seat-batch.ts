import { seatingMessages as m } from '@teater/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.js';
import { badRequest, conflict, type HttpError } from '../../core/http-error.js';
import { ticketOrders } from '../schema.js';
import { type NewTicketOrder, type Placement, placeOrders, type WantedLine } from '../seat-placement.js';
import { orderSeats, showSeats } from './schema.js';
import { chooseSeats, type HallSeat, type SeatChoice, type SeatWant } from './seat-choice.js';
import { lockCategories } from './show-seating.js';

/** A seat order waiting for its batch: the order, and the seats it names or the best ones it wants. */
export interface SeatOrder extends SeatWant {
  tiketId: number;
  order: NewTicketOrder;
}

/** An order's answer: placed or refused as any order is, or refused for its seats (400, 409). */
export type SeatOutcome = Placement | HttpError;

/** A count no zone has: an order wanting it fits nowhere, so the placing statement only judges it. */
const NEVER_FITS = 1_000_000_000;

async function hallOf(tx: Tx, tiketId: number): Promise<HallSeat[]> {
  return tx
    .select({
      id: showSeats.id,
      zone: showSeats.id_kategori,
      kind: showSeats.kind,
      section: showSeats.section,
      row: showSeats.row,
      x: showSeats.x,
      y: showSeats.y,
      free: sql<boolean>`${showSeats.id_order} IS NULL AND ${showSeats.blocked_reason} IS NULL`,
    })
    .from(showSeats)
    .where(eq(showSeats.id_tiket, tiketId));
}

/** The zones an order's seats are in (the zone it wants for the best seats): what the statement judges. */
function zonesWanted(want: SeatWant, hall: ReadonlyMap<number, HallSeat>): WantedLine[] {
  if (want.best) return [{ id: want.best.id_kategori, count: NEVER_FITS }];
  const zones = new Set((want.seats ?? []).map((id) => hall.get(id)?.zone ?? 0));
  return [...zones].map((id) => ({ id, count: NEVER_FITS }));
}

const refusalOf = (choice: Extract<SeatChoice, { refused: string }>, want: SeatWant): SeatOutcome => {
  const count = want.best?.count ?? 0;
  switch (choice.refused) {
    case 'unknown':
      return badRequest(m.seatUnknown, { seats: m.seatUnknown });
    case 'taken':
      return conflict(m.seatTaken, { seats: m.seatTaken });
    case 'noAdjacent':
      return conflict(m.noAdjacent(count), { seats: m.noAdjacent(count) });
    case 'short':
      return { result: 'short' };
  }
};

/** The placed orders take their seats: every one still free, or the whole batch is refused (rolled back). */
async function takeChosenSeats(tx: Tx, tiketId: number, taking: { orderId: string; seats: number[] }[]) {
  if (taking.length === 0) return;
  const ids = await tx
    .select({ id: ticketOrders.id, order_id: ticketOrders.order_id })
    .from(ticketOrders)
    .where(
      inArray(
        ticketOrders.order_id,
        taking.map((t) => t.orderId),
      ),
    );
  const idOf = new Map(ids.map((row) => [row.order_id, row.id]));
  const pairs = taking.flatMap((t) => t.seats.map((id_seat) => ({ id_order: idOf.get(t.orderId) ?? 0, id_seat })));
  const result = await tx.execute(sql`
    UPDATE ${showSeats} s SET id_order = v.id_order, "updatedAt" = now()
    FROM unnest(${`{${pairs.map((p) => p.id_seat).join(',')}}`}::int[], ${`{${pairs.map((p) => p.id_order).join(',')}}`}::int[])
      AS v(id_seat, id_order)
    WHERE s.id = v.id_seat AND s.id_tiket = ${tiketId}::int AND s.id_order IS NULL AND s.blocked_reason IS NULL
    RETURNING s.id
  `);
  // under the zones' locks every chosen seat is free; should one not be, no order of the batch is placed
  if ((result as unknown as { rows: unknown[] }).rows.length !== pairs.length) throw conflict(m.seatTaken);
  await tx.insert(orderSeats).values(pairs);
}

/**
 * Places a batch of seat orders of one show in one transaction, first come first served, each
 * with all of its seats or none. The show's zones are locked (in id order, as every writer of
 * seats locks them), so nothing else changes its seats meanwhile, even from another process.
 * First the placing statement judges every order alone (show out, zone of the show, not begun,
 * windows open: every line at a count that never fits, so nothing is written); the orders it would
 * place get their seats chosen from one read of the hall (seat-choice.ts), and those with seats
 * are placed in one more statement. The placed orders' seats are then taken in one UPDATE.
 */
export async function placeSeatOrders(db: Db, tiketId: number, orders: readonly SeatOrder[]): Promise<SeatOutcome[]> {
  return db.transaction(async (tx) => {
    await lockCategories(tx, tiketId);
    const hall = await hallOf(tx, tiketId);
    const seatsById = new Map(hall.map((seat) => [seat.id, seat]));
    const verdicts = await placeOrders(
      tx,
      tiketId,
      orders.map((o) => ({ ...o.order, lines: zonesWanted(o, seatsById) })),
    );
    const outcomes: (SeatOutcome | undefined)[] = verdicts.map((v) => (v.result === 'short' ? undefined : v));
    const judged = orders.flatMap((o, i) => (outcomes[i] === undefined ? [{ o, i }] : []));
    const choices = chooseSeats(
      hall,
      judged.map(({ o }) => o),
    );
    const placing: { i: number; order: NewTicketOrder; seats: number[] }[] = [];
    judged.forEach(({ o, i }, k) => {
      const choice = choices[k];
      if (!choice) return;
      if ('refused' in choice) outcomes[i] = refusalOf(choice, o);
      else placing.push({ i, order: { ...o.order, lines: choice.lines }, seats: choice.seats });
    });
    // an order naming a seat not of the show is refused as such, whatever else is wrong with it
    orders.forEach((o, i) => {
      if (o.seats?.some((id) => !seatsById.has(id)) || (o.seats && new Set(o.seats).size !== o.seats.length)) {
        outcomes[i] = badRequest(m.seatUnknown, { seats: m.seatUnknown });
      }
    });
    const placed =
      placing.length === 0
        ? []
        : await placeOrders(
            tx,
            tiketId,
            placing.map((p) => p.order),
          );
    placing.forEach((p, k) => {
      outcomes[p.i] = placed[k] ?? { result: 'short' };
    });
    await takeChosenSeats(
      tx,
      tiketId,
      placing
        .filter((_, k) => placed[k]?.result === 'placed')
        .map((p) => ({ orderId: p.order.order_id, seats: p.seats })),
    );
    return outcomes.map((outcome) => outcome ?? { result: 'short' });
  });
}
