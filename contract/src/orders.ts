import type { ListDef } from './list.js';

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
  notPaid: 'E-tiket tersedia setelah pesanan dibayar.',
  notFound: 'Pesanan tidak ditemukan.',
  payBefore: (time: string) => `Bayar sebelum ${time} WIB`,
} as const;

/** The door and the buyer's tickets: one ticket per seat. */
export const seatMessages = {
  present: (present: number, sold: number) => `${present} / ${sold} hadir`,
  admittedOfOrder: (admitted: number, count: number) => `${admitted} dari ${count} tiket pesanan ini sudah masuk`,
  seatOf: (seat: number, count: number) => `Tiket ${seat} dari ${count}`,
  attendeesTitle: 'Daftar Hadir',
  attendeesEmpty: 'Belum ada tiket terjual untuk pertunjukan ini.',
  print: 'Cetak',
  downloadPdf: 'Unduh PDF',
  enlarge: 'Perbesar kode QR',
  close: 'Tutup',
  checkedIn: 'Sudah masuk',
  notYet: 'Belum masuk',
} as const;

/** GET /tiket/:id/attendees: a show's check-in list, one row per ticket. */
export const attendeesList = {
  search: ['nama_user', 'code', 'order_id'],
  sort: { fields: ['nama_user', 'checked_in_at'], default: 'nama_user' },
  filters: {
    present: { kind: 'boolean', label: 'Sudah masuk' },
    conflict: { kind: 'boolean', label: 'Konflik' },
  },
} as const satisfies ListDef;

/**
 * A member's own histories (GET /payment/history-subscription-user, GET /tiket/user/history):
 * newest first, 12 a page like every public list; `id` / `id_user` names whose (an admin may ask).
 */
export const historyList = {
  sort: { fields: ['createdAt'], default: '-createdAt' },
  pageSize: 12,
} as const satisfies ListDef;

const historyPage = (page: number) => `page=${page}&limit=${historyList.pageSize}`;

/**
 * The calls (under /api/v1) behind a member's pages: the browser asks them, and the server asks
 * the same ones with the member's own session to render those pages (api/src/plugins/member-pages.ts).
 */
export const memberCalls = {
  subscriptionHistory: (userId: number, page: number) =>
    `/payment/history-subscription-user?id=${userId}&${historyPage(page)}`,
  ticketHistory: (userId: number, page: number) => `/tiket/user/history?id_user=${userId}&${historyPage(page)}`,
  myWaitlist: '/tiket/waitlist/mine?limit=12',
  sandboxCheckout: (token: string) => `/payment/sandbox/${token}`,
  whatsapp: '/users/me/whatsapp',
  consents: '/users/me/consents',
} as const;
