import { MAX_WAITLIST_QUANTITY } from '../../constants.js';

/** The waiting list of a sold-out category: joining, the offer and its page, the admin's list. */
export const waitlist = {
  title: 'Daftar Tunggu',
  mine: 'Daftar Tunggu Saya',
  join: 'Masuk Daftar Tunggu',
  joinFor: (category: string) => `Masuk daftar tunggu ${category}`,
  joinHint:
    'Kursi yang kembali (pesanan batal, kedaluwarsa atau dikembalikan) ditawarkan menurut urutan daftar, lewat email.',
  quantity: 'Jumlah Kursi',
  quantityRange: `Jumlah kursi 1 sampai ${MAX_WAITLIST_QUANTITY}`,
  joined: (position: number) =>
    `Anda masuk daftar tunggu, urutan ke-${position}. Kami kirim email begitu kursi tersedia.`,
  offeredAtOnce: 'Kursi tersedia: penawaran untuk Anda sudah dikirim ke email.',
  left: 'Anda keluar dari daftar tunggu',
  leave: 'Keluar dari daftar tunggu',
  decline: 'Tolak penawaran',
  leaveConfirm: 'Keluar dari daftar tunggu? Urutan Anda akan hilang.',
  declineConfirm: 'Tolak penawaran ini? Kursinya ditawarkan ke antrean berikutnya.',
  alreadyIn: 'Anda sudah ada di daftar tunggu kategori ini',
  seatsAvailable: 'Kursi kategori ini masih tersedia: silakan pesan langsung',
  notSelling: 'Daftar tunggu hanya untuk pertunjukan yang sedang dijual',
  notFound: 'Daftar tunggu tidak ditemukan',
  notYours: 'Penawaran ini untuk akun lain. Masuk dengan akun yang menerima email penawaran.',
  notWaiting: 'Antrean ini tidak lagi menunggu',
  offerGone: 'Penawaran ini sudah tidak berlaku',
  offerExpired: 'Waktu penawaran sudah habis: kursinya ditawarkan ke antrean berikutnya',
  offerTitle: 'Penawaran Kursi',
  offerHolds: (count: number, category: string, until: string) =>
    `${count} kursi ${category} disimpan untuk Anda sampai ${until} WIB.`,
  offerBuy: 'Selesaikan pembelian di bawah ini sebelum waktunya habis.',
  offerBought: 'Kursi penawaran ini sudah Anda pesan.',
  toHistory: 'Lihat riwayat pembelian',
  position: (n: number) => `Urutan ke-${n}`,
  offeredUntil: (until: string) => `Ditawarkan sampai ${until} WIB`,
  openOffer: 'Buka penawaran',
  empty: 'Belum ada yang masuk daftar tunggu.',
  mineEmpty: 'Anda tidak sedang menunggu kursi.',
  manageTitle: 'Daftar Tunggu Tiket',
  updated: 'Daftar tunggu diperbarui',
  removed: 'Antrean dihapus dari daftar tunggu',
  remove: 'Hapus',
  removeConfirm: (name: string) =>
    `Hapus ${name} dari daftar tunggu? Bila sedang ditawari, kursinya ditawarkan ke antrean berikutnya.`,
  editQuantity: (name: string) => `Edit jumlah kursi ${name}`,
  offeredNotEditable: 'Antrean yang sedang ditawari tidak dapat diubah jumlahnya',
  status: {
    waiting: 'Menunggu',
    offered: 'Ditawarkan',
    claimed: 'Sudah dipesan',
    lapsed: 'Penawaran lewat',
    left: 'Keluar',
    removed: 'Dihapus admin',
  },
} as const;

export type WaitlistTexts = typeof waitlist;
