import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db/client.js';
import { showSeats } from './schema.js';

export interface FreeSeat {
  id: number;
  section: string;
  row: string;
  x: number;
  y: number;
}

/** Runs of `count` free seats side by side (same section and row, no aisle between), best first. */
export function runsOf(seats: readonly FreeSeat[], count: number): FreeSeat[][] {
  const rows = new Map<string, FreeSeat[]>();
  for (const seat of seats) {
    const key = `${seat.section}\u0000${seat.row}`;
    const row = rows.get(key);
    if (row) row.push(seat);
    else rows.set(key, [seat]);
  }
  const runs: { seats: FreeSeat[]; score: number }[] = [];
  for (const row of rows.values()) {
    const ordered = [...row].sort((a, b) => a.x - b.x);
    const first = ordered[0]?.x ?? 0;
    const middle = (first + (ordered.at(-1)?.x ?? 0)) / 2;
    for (let i = 0; i + count <= ordered.length; i++) {
      const run = ordered.slice(i, i + count);
      const from = run[0];
      const to = run.at(-1);
      if (!from || !to || to.x - from.x !== count - 1) continue;
      // nearer the stage first, then nearer the middle of its row
      runs.push({ seats: run, score: from.y * 1000 + Math.abs((from.x + to.x) / 2 - middle) });
    }
  }
  return runs.sort((a, b) => a.score - b.score).map((run) => run.seats);
}

/**
 * The best `count` adjacent free seats of a zone (ordinary seats: wheelchair spaces and their
 * companions are chosen on the map), or none. Read under the zone's lock when an order takes them.
 */
export async function bestSeats(db: DbOrTx, tiketId: number, zone: number, count: number): Promise<number[]> {
  const free = await db
    .select({ id: showSeats.id, section: showSeats.section, row: showSeats.row, x: showSeats.x, y: showSeats.y })
    .from(showSeats)
    .where(
      and(
        eq(showSeats.id_tiket, tiketId),
        eq(showSeats.id_kategori, zone),
        eq(showSeats.kind, 'seat'),
        isNull(showSeats.id_order),
        isNull(showSeats.blocked_reason),
      ),
    )
    .orderBy(asc(showSeats.y), asc(showSeats.x));
  return runsOf(free, count)[0]?.map((seat) => seat.id) ?? [];
}
