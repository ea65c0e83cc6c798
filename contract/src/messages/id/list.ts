/** A list call's refusals (the API's 400 on a bad query). */
export const listTexts = {
  page: 'Parameter page harus bilangan bulat mulai dari 1',
  limit: (max: number) => `Parameter limit harus bilangan bulat antara 1 dan ${max}`,
  search: (max: number) => `Kata pencarian maksimal ${max} karakter`,
  searchNotAllowed: 'Daftar ini tidak dapat dicari',
  sort: (allowed: readonly string[]) =>
    allowed.length ? `Urutan tidak dikenal. Pilihan: ${allowed.join(', ')}` : 'Daftar ini tidak dapat diurutkan',
  filterValue: (name: string) => `Nilai filter ${name} tidak valid`,
  unknown: (names: readonly string[]) => `Parameter tidak dikenal: ${names.join(', ')}`,
} as const;
export type ListTexts = typeof listTexts;

/** The public pages' pager. */
export const pagingTexts = {
  nav: 'Halaman',
  page: (n: number) => `Halaman ${n}`,
  previous: 'Sebelumnya',
  next: 'Berikutnya',
} as const;
export type PagingTexts = typeof pagingTexts;

const n = (value: number) => value.toLocaleString('id-ID');

/** The admin table's own texts. */
export const tableTexts = {
  search: 'Cari',
  searchPlaceholder: 'Ketik untuk mencari…',
  noMatch: 'Tidak ada data yang cocok dengan pencarian atau filter.',
  clear: 'Hapus pencarian dan filter',
  all: 'Semua',
  yes: 'Ya',
  no: 'Tidak',
  from: 'dari',
  to: 'sampai',
  previous: 'Sebelumnya',
  next: 'Berikutnya',
  sortBy: (column: string) => `Urutkan menurut ${column}`,
  rows: (range: string) => `Baris ${range}`,
  choose: 'Ketik untuk memilih…',
  exportCsv: 'Unduh CSV',
  nothingFound: 'Tidak ditemukan',
  /** a page past the last (an old link, a typed address): what there is, and the way back */
  pastEnd: (page: number, last: number) => `Halaman ${n(page)} tidak ada: daftar ini hanya ${n(last)} halaman.`,
  toPage: (page: number) => `Ke halaman ${n(page)}`,
  /** "1–50 dari 20.000": the rows a page shows */
  pageRange: (first: number, last: number, total: number) =>
    total === 0 ? '0 dari 0' : `${n(first)}–${n(last)} dari ${n(total)}`,
} as const;
export type TableTexts = typeof tableTexts;
