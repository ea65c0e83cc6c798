/** The about page (/{site}): origins, vision, mission and the history (spec 2), in Indonesian. */
export const about = {
  origins: 'Asal-usul',
  originsText: (site: string) =>
    `${site} lahir di Bandar Lampung pada 1996, dari sekelompok anak muda yang percaya bahwa kota ini layak punya panggungnya sendiri. Berawal dari latihan di ruang kelas pinjaman, kelompok ini tumbuh menjadi salah satu kelompok teater yang paling konsisten berkarya di Sumatera.`,
  belief:
    'Kami percaya pada satu panggung untuk semua. Di sini aktor, penulis, penata musik, penata cahaya dan penonton bertemu sebagai satu keluarga yang merawat seni pertunjukan bersama-sama.',
  vision: 'Visi',
  visionText:
    'Menjadi rumah teater dari Lampung yang melahirkan karya bermutu, berakar pada budaya sendiri, dan berbicara kepada penonton di mana pun.',
  mission: 'Misi',
  missions: [
    'Mementaskan karya teater yang jujur dan dekat dengan kehidupan masyarakat Lampung.',
    'Melatih aktor, penulis dan awak panggung muda lewat kelas coaching yang terbuka untuk umum.',
    'Menghidupkan naskah-naskah Indonesia, klasik maupun baru, dan menyebarkannya kepada pembaca.',
    'Membawa pertunjukan ke sekolah, kampung dan ruang publik yang jarang tersentuh seni panggung.',
    'Bekerja sama dengan seniman lintas disiplin, lembaga pendidikan dan komunitas.',
  ],
  history: 'Perjalanan Kami',
  ourPrograms: 'Program Kami',
  /** the company's history (spec 2: 1996, 1996-2000, 2000-2003, 2003-2007, 2008-2011, 2012-now) */
  timeline: [
    {
      period: '1996',
      title: 'Lahir di ruang kelas',
      text: 'Sekelompok mahasiswa dan guru muda di Bandar Lampung mulai berlatih bersama setiap malam Minggu di sebuah ruang kelas yang dipinjamkan. Pementasan pertama, sebuah adaptasi lakon rakyat, ditonton kurang dari seratus orang.',
    },
    {
      period: '1996-2000',
      title: 'Mencari bentuk',
      text: 'Kelompok mementaskan naskah-naskah realis Indonesia dan mulai menulis naskah sendiri. Latihan olah tubuh dan olah vokal menjadi rutin, dan anggota pertama mulai melatih teater di sekolah-sekolah.',
    },
    {
      period: '2000-2003',
      title: 'Panggung keliling',
      text: 'Dengan panggung bongkar pasang, kami berkeliling ke kecamatan-kecamatan di Lampung. Pentas di balai desa dan lapangan terbuka mengajarkan kami bahwa teater harus datang ke penontonnya.',
    },
    {
      period: '2003-2007',
      title: 'Festival dan pengakuan',
      text: 'Pementasan kami tampil di festival teater tingkat Sumatera dan nasional. Naskah karya anggota mendapat penghargaan, dan kelas akting untuk pelajar resmi dibuka setiap pekan.',
    },
    {
      period: '2008-2011',
      title: 'Rumah bagi generasi baru',
      text: 'Kelompok menyewa sanggar tetap untuk latihan, perpustakaan naskah dan gudang properti. Generasi kedua aktor, penata artistik dan penulis tumbuh dari kelas coaching.',
    },
    {
      period: '2012-sekarang',
      title: 'Berkarya dan berbagi',
      text: 'Kami menggelar pementasan tahunan, program Teater Masuk Sekolah, festival monolog, serta berkolaborasi dengan seniman tari, musik dan seni rupa. Dokumentasi dan naskah kini terbuka bagi penonton lewat situs ini.',
    },
  ],
} as const;

export type AboutTexts = typeof about;
