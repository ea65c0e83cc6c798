/** User-visible texts: selling at the door (the door app's till, the admins' quota and shifts). */
export const doorSales = {
  notSeller: 'Akses pintu ini hanya untuk memeriksa tiket, bukan menjual.',
  noQuota: 'Kuota pintu untuk kategori ini habis.',
  shareSpent: 'Jatah offline perangkat ini untuk kategori ini sudah habis.',
  quotaBelowSold: (category: string, n: number) =>
    `Kuota ${category} tidak boleh kurang dari ${n} yang sudah terjual atau dibagikan.`,
  quotaShort: (category: string, n: number) => `Kursi ${category} yang masih bisa disisihkan hanya ${n}.`,
  unknownCategory: 'Kategori ini bukan milik pertunjukan ini.',
  shiftClosed: 'Shift ini sudah ditutup.',
  shiftNotYours: 'Shift ini milik perangkat atau petugas lain.',
  shiftOpen: 'Perangkat ini masih punya shift yang terbuka.',
  cashShort: 'Uang yang diterima kurang dari total.',
  qrisOnline: 'QRIS butuh koneksi internet.',
  qrisOffline: 'Penjualan offline hanya bisa tunai.',
  keyReused: 'Kunci penjualan ini sudah dipakai untuk penjualan lain.',
  notRefundable: 'Penjualan ini tidak bisa direfund di pintu.',
  badPhone: 'Nomor telepon tidak valid',
  gatewayDown: 'QRIS tidak bisa dibuat sekarang. Coba lagi atau terima tunai.',
};
export type DoorSalesTexts = typeof doorSales;
