/** A ticket order's own actions: resumed or cancelled by its buyer, cancelled or refunded by an admin. */
export const orderTexts = {
  payNow: 'Bayar sekarang',
  cancel: 'Batalkan',
  refund: 'Refund',
  cancelConfirm: 'Batalkan pesanan ini? Kursinya akan dilepas untuk pembeli lain.',
  refundConfirm: (orderId: string) =>
    `Kembalikan dana pesanan ${orderId}? Tiketnya tidak berlaku lagi dan kursinya dijual kembali.`,
  cancelled: 'Pesanan dibatalkan. Kursinya sudah dilepas.',
  refunded: 'Dana pesanan dikembalikan. Tiketnya tidak berlaku lagi.',
  notPending: 'Pesanan ini tidak lagi menunggu pembayaran.',
  holdEnded: 'Batas waktu pembayaran pesanan ini sudah lewat. Silakan pesan lagi.',
  notRefundable: 'Hanya pesanan yang sudah dibayar yang bisa direfund.',
  notPaid: 'E-tiket tersedia setelah pesanan dibayar.',
  notFound: 'Pesanan tidak ditemukan.',
  payBefore: (time: string) => `Bayar sebelum ${time} WIB`,
  /** the hold's countdown on the buyer's pending order, and its one extension */
  holdLeft: (time: string) => `Kursi ditahan ${time} lagi`,
  extendHold: 'Tambah waktu',
  holdExtended: 'Waktu penahanan kursi diperpanjang.',
  holdExtendedAlready: 'Waktu penahanan pesanan ini sudah pernah diperpanjang.',
} as const;
export type OrderTexts = typeof orderTexts;

/** The door and the buyer's tickets: one ticket per seat. */
export const seatTexts = {
  present: (present: number, sold: number) => `${present} / ${sold} hadir`,
  admittedOfOrder: (admitted: number, count: number) => `${admitted} dari ${count} tiket pesanan ini sudah masuk`,
  seatOf: (seat: number, count: number) => `Tiket ${seat} dari ${count}`,
  /** a seated show's ticket: where it sits */
  placeOf: (place: { section: string; row: string; number: string }) =>
    `${place.section}, baris ${place.row}, kursi ${place.number}`,
  attendeesTitle: 'Daftar Hadir',
  attendeesEmpty: 'Belum ada tiket terjual untuk pertunjukan ini.',
  print: 'Cetak',
  downloadPdf: 'Unduh PDF',
  enlarge: 'Perbesar kode QR',
  close: 'Tutup',
  checkedIn: 'Sudah masuk',
  notYet: 'Belum masuk',
} as const;
export type SeatTexts = typeof seatTexts;
