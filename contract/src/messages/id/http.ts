/** User-visible texts: http. Quoted texts of the spec are verbatim. */
export const http = {
  notFound: 'Data tidak ditemukan',
  routeNotFound: 'Alamat tidak ditemukan',
  unauthorized: 'Anda harus login terlebih dahulu',
  forbidden: 'Anda tidak memiliki akses',
  server: 'Terjadi kesalahan pada server',
  rateLimited: 'Terlalu banyak percobaan, coba lagi nanti',
  crossOrigin: 'Permintaan dari situs lain ditolak',
  tooLarge: 'Ukuran berkas terlalu besar',
  unsupportedType: 'Jenis berkas tidak didukung',
  inUse: 'Data masih dipakai oleh data lain, sehingga tidak dapat dihapus',
} as const;

export type HttpTexts = typeof http;
