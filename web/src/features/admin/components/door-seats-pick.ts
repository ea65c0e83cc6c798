import type { SeatMap } from '@teater/contract';

type Seat = SeatMap['seats'][number];

/** A section's rows in the plan's order, front to back. */
export function rowsOf(seats: readonly Seat[], section: string): string[] {
  const rows = seats.filter((seat) => seat.section === section).sort((a, b) => a.y - b.y);
  return [...new Set(rows.map((seat) => seat.row))];
}

/**
 * The seats of a section's rows named as a phone keyboard types them: one row ("D"), a range
 * ("A-C", in the plan's order) or a list ("A, C"). Only seats the door may take: free ones, or
 * the door's own already (`kept`).
 */
export function seatsInRows(seats: readonly Seat[], section: string, typed: string, kept: ReadonlySet<number>) {
  const order = rowsOf(seats, section);
  const wanted = new Set<string>();
  for (const part of typed.split(',').map((p) => p.trim().toUpperCase())) {
    const [from = '', to = from] = part.split('-').map((p) => p.trim());
    const start = order.findIndex((row) => row.toUpperCase() === from);
    const end = order.findIndex((row) => row.toUpperCase() === to);
    if (start < 0 || end < 0) continue;
    for (const row of order.slice(Math.min(start, end), Math.max(start, end) + 1)) wanted.add(row);
  }
  return seats
    .filter((seat) => seat.section === section && wanted.has(seat.row))
    .filter((seat) => seat.state === 'free' || kept.has(seat.id))
    .map((seat) => seat.id);
}
