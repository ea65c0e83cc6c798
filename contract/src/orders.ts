/** A ticket order's own actions: resumed or cancelled by its buyer, cancelled or refunded by an admin. */
export const orderMessages = {
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
  notFound: 'Pesanan tidak ditemukan.',
  payBefore: (time: string) => `Bayar sebelum ${time} WIB`,
} as const;
