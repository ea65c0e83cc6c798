/** Texts the content pages share: articles, descriptions, the lightbox and carousels. */
export const content = {
  articleNotFound: 'Berita tidak ditemukan.',
  backToNews: 'Kembali ke Berita',
  newsError: 'Error fetching news data',
  readMore: 'Baca selengkapnya',
  articleLink: 'Kunjungi tautan',
  noDescription: 'Deskripsi tidak tersedia',
  viewFullscreen: 'Lihat layar penuh',
  imageOf: (title: string, n: number, total: number) => `${title}, gambar ${n} dari ${total}`,
  lightboxPrevious: 'Gambar sebelumnya',
  lightboxNext: 'Gambar berikutnya',
  lightboxClose: 'Tutup',
  lightboxCounter: (n: number, total: number) => `${n} / ${total}`,
  /** Swiper's a11y template: {{index}} is the slide number */
  carouselBullet: 'Ke gambar {{index}}',
} as const;

export type ContentTexts = typeof content;
