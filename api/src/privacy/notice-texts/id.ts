/** The privacy notice's texts, in Indonesian (the source; English in en.ts). */
export const notice = {
  rights: (email: string) => [
    {
      title: 'Mendapat informasi dan salinan data Anda (pasal 5, 7, 32)',
      how: 'Di halaman Akun, bagian "Data saya": unduh semua data Anda dalam satu arsip (JSON dan CSV) saat itu juga.',
    },
    {
      title: 'Membetulkan data yang keliru (pasal 6)',
      how: 'Ubah nama dan email di halaman Akun. Untuk data lain, tulis ke alamat di bawah.',
    },
    {
      title: 'Menarik persetujuan (pasal 9)',
      how: 'Kabar lewat email: matikan di halaman Akun, atau klik "Berhenti menerima kabar" di bawah setiap email kabar.',
    },
    {
      title: 'Menghapus data dan akun (pasal 8)',
      how: 'Di halaman Akun, bagian "Hapus akun". Catatan keuangan tetap disimpan sesuai kewajiban pembukuan, tanpa email dan nomor telepon Anda.',
    },
    {
      title: 'Membawa data Anda (pasal 13)',
      how: 'Arsip "Data saya" dapat dibaca mesin (JSON dan CSV) untuk dipindahkan ke layanan lain.',
    },
    {
      title: 'Mengajukan keberatan atau pengaduan (pasal 10-12)',
      how: `Tulis ke ${email}. Kami menjawab paling lambat 3 x 24 jam. Anda juga dapat mengadu kepada lembaga pelindungan data pribadi.`,
    },
  ],
  terms: [
    'Satu akun untuk satu orang. Isi nama dan email yang benar; jaga password Anda.',
    'Konten eksklusif hanya untuk pelanggan aktif dan tidak boleh disebarkan ulang.',
    'Harga dan jumlah pembayaran ditetapkan oleh server; tiket berlaku untuk pertunjukan, tanggal dan kursi yang tertera.',
    'Tiket yang dibayar dapat dikembalikan dananya hanya bila pertunjukan dibatalkan atau atas kebijakan kami.',
    'Kami dapat menonaktifkan akun yang disalahgunakan. Anda dapat menghapus akun kapan saja.',
  ],
  midtrans: {
    name: 'Midtrans (PT Midtrans), gerbang pembayaran',
    what: 'Nama, email, nomor telepon pada pesanan, dan jumlah pembayaran.',
    why: 'Memproses pembayaran langganan dan tiket.',
  },
  smtp: {
    name: (host: string) => `Penyedia pengiriman email (${host})`,
    what: 'Alamat email Anda dan isi email yang kami kirim.',
    why: 'Mengantar email kepada Anda.',
  },
  storage: {
    name: (where: string) => `Penyimpanan objek (${where})`,
    what: 'Foto profil dan berkas yang diunggah.',
    why: 'Menyimpan berkas situs.',
  },
  ownServer: {
    name: 'Server kami sendiri',
    what: 'Semua data disimpan di server yang kami kelola; tidak ada penyimpanan pihak ketiga.',
    why: 'Menjalankan situs.',
  },
  breach:
    'Bila terjadi kegagalan pelindungan data pribadi, kami memberi tahu Anda dan lembaga pelindungan data pribadi paling lambat 3 x 24 jam sejak mengetahuinya: data apa yang terkena, kapan dan bagaimana, serta apa yang kami lakukan (pasal 46).',
  period: {
    account: 'Selama akun ada',
    show: 'Sampai pertunjukannya lewat',
    minutes: (n: number) => `${n} menit`,
    hours: (n: number) => `${n} jam`,
    days: (n: number) => `${n} hari`,
    years: (n: number) => `${n} tahun`,
  },
} as const;

export type NoticeTexts = typeof notice;
