import { type Entity, formatDateTime, ticketMessages, type tikets } from '@teater/contract';

export type Show = Entity<typeof tikets>;

/** Whether a show can be ordered now, and if not, why (the server refuses the same cases). */
export function salesState(show: Show, now: Date = new Date()) {
  const start = new Date(show.tanggal_mulai_penjualan);
  const end = new Date(show.tanggal_selesai_penjualan);
  if (now < start) return { open: false, reason: ticketMessages.notOpenYet };
  if (now >= end) return { open: false, reason: ticketMessages.closed };
  if (show.jumlah_stok_tiket <= 0) return { open: false, reason: ticketMessages.soldOutBadge };
  return { open: true, reason: null };
}

export const salesWindowText = (show: Show) =>
  ticketMessages.salesWindow(
    formatDateTime(show.tanggal_mulai_penjualan),
    formatDateTime(show.tanggal_selesai_penjualan),
  );
