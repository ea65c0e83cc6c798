import type { DoorSaleInput, DoorSeat, DoorShift } from '@teater/contract/door';

// A seated show's door seats on this device (decision 037): its share, less what it sold.

/** The share's seats this device may sell now: not sold, not in a sale waiting to upload. */
export function freeSeatsOf(shift: DoorShift | null, pending: readonly { input: DoorSaleInput }[]): DoorSeat[] {
  const queued = new Set(pending.flatMap((p) => p.input.seats));
  return (shift?.seats ?? []).filter((seat) => !seat.sold && !queued.has(seat.id));
}

/** The shift with these seats sold (by this device, online or uploaded). */
export const withSeatsSold = (shift: DoorShift, seatIds: readonly number[]): DoorShift => ({
  ...shift,
  seats: shift.seats.map((seat) => (seatIds.includes(seat.id) ? { ...seat, sold: true } : seat)),
});
