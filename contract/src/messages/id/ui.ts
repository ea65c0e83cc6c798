/** Texts every area shows: loading, not found, errors. Quoted texts of the spec are verbatim. */
export const ui = {
  loading: 'Memuat Data ...',
  pageNotFound: 'Page not found',
  pageNumber: (n: number) => `Halaman ${n}`,
  pageNotFoundBody: 'Sorry, the page you are looking for could not be found or has been removed.',
  goBack: 'Go back',
  genericError: 'Something went wrong',
  fetchError: 'Terjadi kesalahan saat mengambil data.',
  deleteError: 'Terjadi kesalahan saat menghapus data',
  deleted: 'Data berhasil dihapus',
  /** a generic list page with nothing to show, and a generic detail page's missing item */
  empty: 'Belum ada data untuk ditampilkan.',
  notFound: 'Data tidak ditemukan',
  requiredNote: 'Tanda * pada form menandakan wajib diisi!',
} as const;

export type UiTexts = typeof ui;
