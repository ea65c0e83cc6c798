import {
  type DoorSaleInput,
  type DoorSeat,
  type DoorShift,
  type OfflineTicket,
  parseSignedTicket,
} from '@teater/contract/door';

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

/**
 * The tickets signed ahead for these seats of the share (decision 033), each naming its seat; none
 * when one lacks its QR (the sale then shows its tickets once uploaded).
 */
export function signedForSeats(shift: DoorShift | null, seatIds: readonly number[]): OfflineTicket[] {
  const seats = (shift?.seats ?? []).filter((seat) => seatIds.includes(seat.id));
  const signed = seats.flatMap((seat) => {
    const code = seat.qr ? parseSignedTicket(seat.qr)?.code : undefined;
    return seat.qr && code ? [{ categoryId: seat.categoryId, code, qr: seat.qr }] : [];
  });
  return signed.length === seatIds.length ? signed : [];
}
