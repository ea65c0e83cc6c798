/**
 * The kinds of personal data the site holds, as the privacy notice and a breach record name them
 * (privacy/personal-kinds.ts declares their use).
 */
export const personalKinds = {
  identity: {
    label: 'Identitas',
    what: 'Nama dan foto profil akun; nama pembeli pada pesanan dan tiket.',
    why: 'Mengenali akun Anda dan mencocokkan tiket di pintu masuk.',
    basis: 'Pelaksanaan perjanjian (akun, langganan, tiket).',
  },
  contact: {
    label: 'Kontak',
    what: 'Alamat email akun dan pada pembayaran; nomor telepon pada pesanan tiket.',
    why: 'Login, tanda terima, e-tiket, pemberitahuan tentang pesanan dan akun.',
    basis: 'Pelaksanaan perjanjian.',
  },
  credentials: {
    label: 'Kredensial',
    what: 'Password (hanya hash argon2id), token sesi dan tautan atur ulang password (hanya hash).',
    why: 'Menjaga akun Anda hanya dapat dipakai oleh Anda.',
    basis: 'Pelaksanaan perjanjian dan kewajiban keamanan (UU PDP pasal 35).',
  },
  transactions: {
    label: 'Transaksi',
    what: 'Langganan, pembayaran, pesanan tiket, tiket dan waktu check-in.',
    why: 'Menjual langganan dan tiket, mengembalikan dana, dan pembukuan.',
    basis: 'Pelaksanaan perjanjian dan kewajiban hukum (pembukuan).',
  },
  paymentMethods: {
    label: 'Metode pembayaran tersimpan',
    what: 'Token kartu yang disimpan Midtrans (nomor kartu tersamar dan masa berlakunya) atau akun GoPay yang ditautkan, untuk perpanjangan otomatis.',
    why: 'Menagih bulan berikutnya tanpa Anda membayar ulang; dinonaktifkan di Midtrans saat Anda menghentikannya atau menghapus akun.',
    basis: 'Persetujuan Anda saat memilih perpanjangan otomatis.',
  },
  consent: {
    label: 'Persetujuan',
    what: 'Apa yang Anda setujui atau tarik kembali, versi teksnya dan waktunya.',
    why: 'Bukti persetujuan Anda.',
    basis: 'Kewajiban hukum (UU PDP pasal 22).',
  },
  correspondence: {
    label: 'Email',
    what: 'Email yang kami kirim kepada Anda: penerima dan isi.',
    why: 'Mengirim, mengirim ulang bila gagal, dan menjawab pertanyaan Anda tentangnya.',
    basis: 'Pelaksanaan perjanjian; kabar pertunjukan hanya dengan persetujuan Anda.',
  },
  network: {
    label: 'Jaringan dan aktivitas',
    what: 'Alamat IP dan waktu login, perubahan pada akun Anda, tindakan petugas terhadap data Anda.',
    why: 'Keamanan akun, mencegah penyalahgunaan, menelusuri insiden.',
    basis: 'Kepentingan yang sah dan kewajiban keamanan (UU PDP pasal 35 dan 39).',
  },
} as const;
export type PersonalKindTexts = typeof personalKinds;
