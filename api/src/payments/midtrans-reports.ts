/**
 * The two reports Midtrans' dashboard (MAP, "Transaksi" and "Saldo / Pembayaran" → "Daftar
 * penarikan dana") downloads as CSV: one line per transaction, and one per transaction paid out to
 * the merchant's bank with what Midtrans kept. The columns follow the dashboard's own labels as
 * its documentation names them (docs.midtrans.com, "Dashboard Usage" and "Unified Reporting: Menu
 * Saldo / Pembayaran": Order ID, Transaction ID, Payment Type, Gross Amount, MDR, Settlement Time,
 * Payout Date); the public pages do not list every column, so a column we do not read may differ
 * in a real file and is ignored. Times are WIB as 'YYYY-MM-DD HH:mm:ss', amounts plain rupiah.
 * The sandbox writes these files for its own transactions; finance/settlements reads them.
 */
export const TRANSACTION_REPORT_HEADERS = [
  'Order ID',
  'Transaction ID',
  'Transaction Time',
  'Settlement Time',
  'Payment Type',
  'Transaction Status',
  'Fraud Status',
  'Gross Amount',
  'Currency',
] as const;

export const PAYOUT_REPORT_HEADERS = [
  'Payout ID',
  'Payout Date',
  'Order ID',
  'Transaction ID',
  'Settlement Time',
  'Payment Type',
  'Gross Amount',
  'MDR',
  'Tax',
  'Net Amount',
] as const;

const WIB_OFFSET_MS = 7 * 3_600_000;

/** A moment as Midtrans writes it: WIB, 'YYYY-MM-DD HH:mm:ss'. */
export const midtransTime = (at: Date): string =>
  new Date(at.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** 'YYYY-MM-DD HH:mm:ss' (WIB, as Midtrans writes it) read back; null when it is not one. */
export function readMidtransTime(text: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(text.trim());
  if (!match) return null;
  const at = new Date(`${match[1]}T${match[2]}+07:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}
