import type { DoorSaleInput, DoorShift, OfflineTicket } from '@teater/contract/door';

/**
 * The tickets the server signed ahead for this device's offline share (decision 033): shown and
 * admitted the moment a sale is decided with no signal; the sale's upload names their codes.
 */

/** The server's shift, less the signed tickets of sales still queued here (it has not seen them used). */
export function withoutQueuedCodes(shift: DoorShift, pending: readonly { input: DoorSaleInput }[]): DoorShift {
  const queued = new Set(pending.flatMap((p) => p.input.codes));
  return { ...shift, offlineTickets: shift.offlineTickets.filter((t) => !queued.has(t.code)) };
}

/** `count` signed tickets of a category and the shift without them; none when the device has too few. */
export function takeSigned(shift: DoorShift | null, categoryId: number, count: number) {
  const mine = shift?.offlineTickets.filter((t) => t.categoryId === categoryId) ?? [];
  if (!shift || mine.length < count) return { taken: [] as OfflineTicket[], shift };
  const taken = mine.slice(0, count);
  const used = new Set(taken.map((t) => t.code));
  return { taken, shift: { ...shift, offlineTickets: shift.offlineTickets.filter((t) => !used.has(t.code)) } };
}
