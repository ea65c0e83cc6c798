import { MAX_CATEGORIES_PER_SHOW } from '../../constants.js';

/** A show's ticket categories: the admin's category rows, the order form, the API's refusals. */
export const categories = {
  title: 'Kategori Tiket',
  name: 'Nama Kategori',
  price: 'Harga',
  seats: 'Jumlah Kursi',
  seatsHint: 'Semua kursi kategori ini, termasuk yang sudah terjual',
  seatsLeft: 'Sisa',
  salesStart: 'Mulai Penjualan (opsional, WIB)',
  salesEnd: 'Selesai Penjualan (opsional, WIB)',
  windowHint: 'Kosongkan untuk mengikuti jadwal penjualan pertunjukan',
  memberPrice: 'Harga Sahabat (opsional)',
  memberPriceHint: 'Harga untuk pelanggan Sahabat aktif; kosongkan bila sama',
  memberSalesStart: 'Presale Sahabat mulai (opsional, WIB)',
  memberSalesStartHint: 'Sahabat aktif boleh memesan sejak waktu ini, sebelum penjualan umum dibuka',
  memberPriceAbove: 'Harga Sahabat tidak boleh lebih tinggi dari harga umum',
  presaleAfterSale: 'Presale Sahabat harus dimulai sebelum penjualan umum kategori ini',
  presaleOnly: 'Kategori ini sedang presale khusus Sahabat aktif. Berlangganan Sahabat untuk memesan sekarang.',
  presaleBadge: (time: string) => `Presale Sahabat · umum mulai ${time} WIB`,
  memberPriceName: 'Harga Sahabat',
  memberPriceLabel: (price: string) => `Harga Sahabat ${price}`,
  add: 'Tambah Kategori',
  remove: (name: string) => `Hapus kategori ${name || 'ini'}`,
  hasOrdersNote: 'Sudah ada pesanan: tidak dapat dihapus',
  checkRows: 'Periksa kategori tiket',
  taken: (n: number) => `${n} sudah dipesan`,
  count: (name: string) => `Jumlah Tiket ${name}`,
  required: 'Minimal satu kategori tiket',
  tooMany: `Maksimal ${MAX_CATEGORIES_PER_SHOW} kategori tiket`,
  notFound: 'Kategori tiket tidak ditemukan',
  duplicate: 'Kategori tiket tercantum lebih dari sekali',
  duplicateName: 'Nama kategori sudah dipakai di pertunjukan ini',
  hasOrders: (name: string) => `Kategori ${name} sudah memiliki pesanan sehingga tidak dapat dihapus`,
  seatsBelowTaken: (name: string, taken: number) =>
    `Kursi kategori ${name} tidak boleh kurang dari ${taken} yang sudah dipesan`,
  bothShapes:
    'Kirim kategori lewat categories saja, atau lewat kolom kategori pertama (nama_kategori_tiket, harga_kategori_tiket, jumlah_stok_tiket), tidak keduanya',
  priceMismatch:
    'Harga Tiket dan Harga Kategori Tiket adalah harga yang sama (kategori pertama): isi dengan nilai yang sama',
  countMismatch: 'Jumlah Tiket tidak sama dengan jumlah tiket semua kategori',
  windowInvalid: 'Selesai penjualan kategori harus setelah mulai penjualan',
  pastShow: 'Pertunjukan ini sudah berlangsung: tiketnya tidak dijual lagi',
  upcomingTitle: 'Pertunjukan mendatang',
  pastTitle: 'Pertunjukan lalu',
  pastBadge: 'Sudah berlangsung',
  fromPrice: (price: string) => `Mulai ${price}`,
  summary: (lines: readonly { name: string; count: number }[]) =>
    lines.map((line) => `${line.count}× ${line.name}`).join(', '),
} as const;

export type CategoryTexts = typeof categories;
