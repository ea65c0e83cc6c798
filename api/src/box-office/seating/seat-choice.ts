import type { SeatKind } from '@teater/contract';
import type { WantedLine } from '../seat-placement.js';
import { runsOf } from './best-seats.js';

/** A show's seat as a batch reads it: free when no order holds it and it is not blocked. */
export interface HallSeat {
  id: number;
  zone: number;
  kind: SeatKind;
  section: string;
  row: string;
  x: number;
  y: number;
  free: boolean;
}

/** What one order of a batch asks for: these seats, or the best `count` adjacent seats of a zone. */
export interface SeatWant {
  seats?: readonly number[];
  best?: { count: number; id_kategori: number };
}

/**
 * The seats an order gets (and its lines: seats per zone), or why it gets none: a seat not of the
 * show; a chosen seat taken or no run of adjacent seats left while the zone still has enough
 * seats; or the zone is short (sold out).
 */
export type SeatChoice =
  | { seats: number[]; lines: WantedLine[] }
  | { refused: 'unknown' | 'taken' | 'noAdjacent' | 'short'; lines: WantedLine[] };

function linesOf(seats: readonly HallSeat[]): WantedLine[] {
  const counts = new Map<number, number>();
  for (const seat of seats) counts.set(seat.zone, (counts.get(seat.zone) ?? 0) + 1);
  return [...counts].map(([id, count]) => ({ id, count }));
}

/**
 * Chooses the seats of a batch's orders in their order, first come first served, from one read of
 * the hall (made under the zones' locks): each order's seats leave the free ones before the next
 * order chooses, so no two orders of the batch are given one seat. The database still takes each
 * seat only while it is free (seat-batch.ts).
 */
export function chooseSeats(hall: readonly HallSeat[], wants: readonly SeatWant[]): SeatChoice[] {
  const byId = new Map(hall.map((seat) => [seat.id, seat]));
  const free = new Set(hall.filter((seat) => seat.free).map((seat) => seat.id));
  const freeIn = (zone: number) => hall.filter((seat) => seat.zone === zone && free.has(seat.id));
  return wants.map((want): SeatChoice => {
    let chosen: HallSeat[];
    if (want.seats) {
      const seats = want.seats.map((id) => byId.get(id));
      const known = seats.filter((seat): seat is HallSeat => seat !== undefined);
      if (known.length !== want.seats.length || new Set(want.seats).size !== want.seats.length) {
        return { refused: 'unknown', lines: [] };
      }
      chosen = known;
      if (!chosen.every((seat) => free.has(seat.id))) {
        const lines = linesOf(chosen);
        const short = lines.some((line) => freeIn(line.id ?? 0).length < line.count);
        return { refused: short ? 'short' : 'taken', lines };
      }
    } else {
      const zone = want.best?.id_kategori ?? 0;
      const count = want.best?.count ?? 0;
      const inZone = freeIn(zone);
      const lines = [{ id: zone, count }];
      if (inZone.length < count) return { refused: 'short', lines };
      const run = runsOf(
        inZone.filter((seat) => seat.kind === 'seat'),
        count,
      )[0];
      if (!run) return { refused: 'noAdjacent', lines };
      chosen = run.map((seat) => byId.get(seat.id)).filter((seat): seat is HallSeat => seat !== undefined);
    }
    for (const seat of chosen) free.delete(seat.id);
    return { seats: chosen.map((seat) => seat.id), lines: linesOf(chosen) };
  });
}
