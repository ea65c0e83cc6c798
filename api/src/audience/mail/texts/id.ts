/**
 * What the mails say, in Indonesian (the source; English in en.ts). A text with values is a
 * function of them; the HTML form passes values already escaped (and marked up), the plain-text
 * form passes them as they are.
 */
export const mails = {
  hello: (name: string) => `Halo ${name},`,
  footer: (site: string) => `Email ini dikirim oleh ${site}`,
  ticketOf: (seat: number, count: number) => `Tiket ${seat} dari ${count}`,
  qrAlt: (code: string) => `Kode QR ${code}`,
  ticketLine: (seat: number, category: string, code: string) =>
    `Tiket ${seat}${category ? ` (${category})` : ''}: ${code}`,
  announcementsNote:
    'Kamu juga memilih menerima kabar pertunjukan dan kegiatan lewat email. Kamu bisa berhenti kapan saja lewat tautan di bawah email ini atau di halaman Akun.',
  keptPayments: (payments: string, years: string) =>
    `${payments} catatan pembayaran dan pesanan tetap disimpan ${years} tahun untuk pembukuan, tanpa email dan nomor telepon.`,
  keptTickets: (tickets: string) =>
    `${tickets} tiket untuk pertunjukan yang akan datang tetap berlaku; namamu tetap tercantum di tiket itu sampai pertunjukannya lewat.`,
  totalPaid: 'Total dibayar',
  wib: (when: string) => `${when} WIB`,
  welcome: {
    subject: 'Selamat datang',
    body: (site: string, plan: string) =>
      `Akun kamu di ${site} sudah aktif. Kamu bisa membeli tiket pertunjukan dan berlangganan ${plan} ${site} untuk video, album foto dan naskah eksklusif.`,
    button: 'Masuk ke akun',
    text: (site: string, login: string) => `Akun kamu di ${site} sudah aktif. Masuk: ${login}`,
  },
  passwordReset: {
    subject: 'Atur ulang password',
    body: 'Kami menerima permintaan untuk mengatur ulang password akunmu. Tautan ini berlaku 1 jam dan hanya sekali pakai.',
    button: 'Atur ulang password',
    ignore: 'Jika kamu tidak memintanya, abaikan email ini: passwordmu tidak berubah.',
    text: (link: string) =>
      `Atur ulang password (berlaku 1 jam, sekali pakai):\n${link}\n\nJika kamu tidak memintanya, abaikan email ini.`,
  },
  receipt: {
    subject: 'Tanda terima langganan',
    body: (plan: string, site: string) => `Terima kasih! Pembayaran langganan ${plan} ${site} sudah kami terima.`,
    order: 'Nomor pesanan',
    amount: 'Jumlah',
    until: 'Aktif sampai',
    button: 'Buka konten eksklusif',
    received: 'Pembayaran langganan sudah diterima.',
    exclusive: 'Konten eksklusif',
  },
  ending: {
    subject: 'Langganan kamu segera berakhir',
    body: (plan: string, until: string) =>
      `Langganan ${plan} kamu berakhir pada ${until}. Perpanjang agar tetap bisa menonton video dan membaca naskah eksklusif.`,
    button: 'Perpanjang langganan',
    text: (until: string, link: string) => `Langganan kamu berakhir pada ${until}. Perpanjang: ${link}`,
  },
  ended: {
    subject: 'Langganan kamu telah berakhir',
    body: (plan: string, until: string) =>
      `Langganan ${plan} kamu berakhir pada ${until}. Terima kasih sudah mendukung kami; kamu bisa berlangganan lagi kapan saja.`,
    button: 'Berlangganan lagi',
    text: (until: string, link: string) => `Langganan kamu berakhir pada ${until}. Berlangganan lagi: ${link}`,
  },
  ticket: {
    subject: (show: string) => `E-tiket: ${show}`,
    body: 'Pembayaran tiketmu sudah diterima. Tunjukkan kode QR ini di pintu masuk.',
    heading: 'E-tiket',
    show: 'Pertunjukan',
    at: 'Waktu',
    place: 'Tempat',
    count: 'Jumlah tiket',
    onePerPerson: 'Setiap tiket punya kode QR sendiri: satu kode untuk satu orang di pintu masuk.',
    button: 'Lihat riwayat tiket',
    history: 'Riwayat tiket',
  },
  enrolCode: {
    subject: 'Kode untuk menambah faktor kedua',
    body: 'Masukkan kode ini di halaman Keamanan akun untuk menambah faktor kedua pertamamu. Kode berlaku 15 menit.',
    heading: 'Kode',
    advice:
      'Jika bukan kamu yang meminta, jangan berikan kode ini kepada siapa pun, lalu ganti password dan akhiri sesi lain di halaman Keamanan akun.',
  },
  factorLocked: {
    subject: 'Login akunmu dikunci sementara',
    body: 'Kode faktor kedua akunmu salah dimasukkan berkali-kali, maka percobaan dari alamat ini dikunci sementara.',
    ip: 'Alamat IP',
    until: 'Dikunci sampai',
    advice:
      'Login dari perangkat dan alamatmu sendiri tetap bisa dengan kode yang benar. Jika bukan kamu yang mencoba, password-mu sudah diketahui orang lain: segera ganti password dan akhiri sesi lain di halaman Keamanan akun.',
    button: 'Buka Keamanan akun',
    text: (link: string) => `Jika bukan kamu, ganti password dan akhiri sesi lain: ${link}`,
  },
  newDevice: {
    subject: 'Login dari perangkat baru',
    body: 'Akunmu baru saja dipakai login dari perangkat yang belum pernah dipakai sebelumnya.',
    heading: 'Login dari perangkat baru',
    at: 'Waktu',
    device: 'Perangkat',
    ip: 'Alamat IP',
    place: 'Lokasi',
    advice:
      'Jika itu kamu, abaikan email ini. Jika bukan, segera ganti password dan akhiri sesi lain di halaman Keamanan akun.',
    button: 'Buka Keamanan akun',
    text: (link: string) => `Jika bukan kamu, ganti password dan akhiri sesi lain: ${link}`,
  },
  expired: {
    subject: 'Pesanan tiket kedaluwarsa',
    body: (count: string, show: string, order: string) =>
      `Pesanan ${count} tiket ${show} (${order}) belum dibayar sampai batas waktunya, jadi kursinya kami lepas. Kamu bisa memesan lagi selama tiket masih tersedia.`,
    button: 'Pesan lagi',
    text: (count: string, show: string, order: string, link: string) =>
      `Pesanan ${count} tiket ${show} (${order}) kedaluwarsa karena belum dibayar. Pesan lagi: ${link}`,
  },
  cancelled: {
    subject: 'Pesanan tiket dibatalkan',
    body: (count: string, show: string, order: string) =>
      `Pesanan ${count} tiket ${show} (${order}) dibatalkan dan kursinya sudah dilepas. Tidak ada pembayaran yang diambil.`,
    button: 'Lihat pertunjukan',
    text: (count: string, show: string, order: string, link: string) =>
      `Pesanan ${count} tiket ${show} (${order}) dibatalkan; tidak ada pembayaran yang diambil. Pertunjukan: ${link}`,
  },
  offer: {
    subject: (show: string) => `Kursi tersedia: ${show}`,
    body: (count: string, category: string, show: string, at: string, until: string) =>
      `Kabar baik! Ada ${count} kursi ${category} untuk ${show}${at} dari daftar tunggu. Kursinya kami simpan untukmu sampai ${until}; lewat dari itu, kursinya ditawarkan ke antrean berikutnya.`,
    button: 'Beli kursinya',
    text: (count: string, category: string, show: string, until: string, link: string) =>
      `Ada ${count} kursi ${category} untuk ${show} dari daftar tunggu, disimpan untukmu sampai ${until}.\nBeli di: ${link}`,
  },
  reminder: {
    subject: 'Selesaikan pembayaran tiketmu',
    body: (count: string, show: string, order: string, amount: string, until: string) =>
      `Pesanan ${count} tiket ${show} (${order}) sebesar ${amount} menunggu pembayaran. Kursinya kami tahan sampai ${until}; setelah itu dilepas.`,
    button: 'Bayar sekarang',
    text: (count: string, show: string, order: string, amount: string, until: string, link: string) =>
      `Pesanan ${count} tiket ${show} (${order}) sebesar ${amount} menunggu pembayaran sampai ${until}. Bayar: ${link}`,
  },
  testPrefix: (subject: string) => `[Uji] ${subject}`,
  refunded: {
    subject: 'Dana pesanan tiket dikembalikan',
    body: (count: string, show: string, order: string, amount: string) =>
      `Dana pesanan ${count} tiket ${show} (${order}) sebesar ${amount} kami kembalikan ke metode pembayaranmu. Kode tiketnya tidak berlaku lagi.`,
    button: 'Lihat riwayat tiket',
    text: (count: string, show: string, order: string, amount: string) =>
      `Dana pesanan ${count} tiket ${show} (${order}) sebesar ${amount} dikembalikan. Kode tiketnya tidak berlaku lagi.`,
    history: 'Riwayat tiket',
  },
  seatMoved: {
    subject: 'Kursi kamu dipindahkan',
    body: (show: string, from: string, to: string) =>
      `Kursi pesananmu untuk ${show} dipindahkan oleh panitia dari ${from} ke ${to}. Kode tiketmu tetap berlaku; tunjukkan di pintu seperti biasa.`,
    button: 'Lihat riwayat tiket',
    history: 'Riwayat tiket',
  },
  deleted: {
    subject: 'Akun kamu telah dihapus',
    body: (site: string, at: string) =>
      `Akun kamu di ${site} telah dihapus pada ${at}. Nama, email, foto profil, persetujuan, sesi login dan email yang kami simpan untukmu sudah dihapus.`,
    notYou: (contact: string) => `Jika kamu tidak meminta ini, segera hubungi ${contact}.`,
  },
  breach: {
    subject: 'Pemberitahuan insiden data pribadi',
    intro: 'Kami memberi tahu Anda tentang insiden yang menyangkut data pribadi Anda (UU PDP pasal 46).',
    what: 'Apa yang terjadi',
    exposed: 'Data yang terpapar',
    when: 'Kapan',
    range: (from: string, to: string) => `${from} sampai ${to}`,
    measures: 'Yang sudah dan sedang kami lakukan',
    advice: 'Yang sebaiknya Anda lakukan',
    questions: 'Pertanyaan',
    contact: (contact: string) => `Hubungi ${contact}.`,
  },
  renewal: {
    upcomingSubject: 'Langganan kamu akan diperpanjang otomatis',
    upcoming: (plan: string, amount: string, method: string, at: string) =>
      `Langganan ${plan} kamu akan diperpanjang otomatis: ${amount} ditagih ke ${method} pada ${at}. Kamu bisa menghentikannya kapan saja di halaman Akun.`,
    failedSubject: 'Perpanjangan otomatis gagal',
    failed: (amount: string, method: string, next: string) =>
      `Tagihan ${amount} ke ${method} gagal. Kami akan mencoba lagi pada ${next}. Kamu juga bisa membayar sekarang dengan cara lain.`,
    payNow: 'Bayar sekarang',
    endedSubject: 'Perpanjangan otomatis berakhir',
    ended: (amount: string, method: string) =>
      `Tagihan ${amount} ke ${method} gagal beberapa kali, jadi perpanjangan otomatis kami hentikan. Kamu bisa berlangganan lagi dengan cara bayar apa pun.`,
    manage: 'Buka halaman Akun',
    cardExpiringSubject: 'Kartu untuk perpanjangan otomatis segera kedaluwarsa',
    cardExpiring: (method: string, expires: string, at: string) =>
      `Kartu ${method} kedaluwarsa ${expires}, sebelum tagihan berikutnya pada ${at}. Ganti metode pembayaran di halaman Akun agar langgananmu tidak terputus.`,
    changeMethod: 'Ganti metode',
  },
} as const;

export type MailTexts = typeof mails;
