/** the subscriber area (/subs) and its admin screens */
export const subs = {
  homeTitle: 'Konten Eksklusif',
  homeIntro: 'Terima kasih telah menjadi Sahabat kami. Nikmati karya yang hanya tersedia untuk pelanggan.',
  learnMore: 'Learn more',
  sections: {
    videos: {
      title: 'Video Eksklusif',
      text: 'Rekaman pementasan utuh, latihan, dan cerita di balik layar.',
    },
    albums: {
      title: 'Galeri Eksklusif',
      text: 'Album foto gladi resik, tur, dan kelas yang tidak kami unggah di tempat lain.',
    },
    books: {
      title: 'Naskah dan Buku Eksklusif',
      text: 'Naskah pementasan dan buku teater untuk dibaca atau diunduh.',
    },
  },
  noTitle: 'Judul Tidak Tersedia',
  noDescription: 'Deskripsi tidak tersedia',
  noKarya: 'Karya tidak tersedia',
  karya: (karya: string) => `Karya: ${karya}`,
  seeDetail: 'Lihat Detail',
  see: 'Lihat',
  back: 'Kembali',
  empty: 'Belum ada konten untuk ditampilkan.',
  notFound: 'Konten tidak ditemukan',
  videoUnavailable: 'Video Tidak Tersedia',
  videoLabel: (title: string) => `Video: ${title}`,
  aboutVideo: 'Tentang video ini',
  director: 'Sutradara',
  summary: 'Ringkasan',
  description: 'Deskripsi',
  body: 'Isi Naskah',
  category: 'Kategori',
  author: 'Pengarang',
  readFile: 'Baca Berkas',
  downloadFile: 'Unduh Berkas',
  noFile: 'Berkas belum tersedia',
  moreImages: 'Foto Lainnya',
  openImage: (n: number) => `Perbesar foto ${n}`,
  imageAlt: (title: string, n: number) => `${title}, foto ${n}`,
  backToAlbums: 'Kembali ke Galeri Eksklusif',
  deleteQuestion: 'Are you sure to delete this data?',
} as const;

export type SubsTexts = typeof subs;
