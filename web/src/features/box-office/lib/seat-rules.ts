import { type ShowSeat, seatingMessages } from '@teater/contract';

/** How a seat reads aloud and in lists: "Tengah, baris B, kursi 3". */
export const seatNameOf = (seat: Pick<ShowSeat, 'section' | 'row' | 'number'>) =>
  seatingMessages.seatName(seat.section, seat.row, seat.number);

/**
 * Whether a choice leaves one free seat alone in a row: a free seat whose neighbours on both sides
 * (the seats right beside it, no aisle between) are taken, held or chosen, where one of them is
 * chosen. Nobody buys a single seat between strangers, so such seats stay empty.
 */
export function leavesSingleGap(
  seats: readonly ShowSeat[],
  unavailable: ReadonlySet<number>,
  chosen: ReadonlySet<number>,
) {
  const at = new Map(seats.map((seat) => [`${seat.section}\u0000${seat.y}\u0000${seat.x}`, seat]));
  const neighbour = (seat: ShowSeat, dx: number) => at.get(`${seat.section}\u0000${seat.y}\u0000${seat.x + dx}`);
  const filled = (seat: ShowSeat | undefined) =>
    seat !== undefined && (unavailable.has(seat.id) || chosen.has(seat.id));
  return seats.some((seat) => {
    if (unavailable.has(seat.id) || chosen.has(seat.id)) return false;
    const left = neighbour(seat, -1);
    const right = neighbour(seat, 1);
    return filled(left) && filled(right) && (chosen.has(left?.id ?? 0) || chosen.has(right?.id ?? 0));
  });
}
