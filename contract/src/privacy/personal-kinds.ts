import { personalKindsView } from '../i18n/en/personal-kinds.js';

/**
 * The kinds of personal data the site holds: what each is, why it is held and on what ground (UU
 * PDP art. 20). Every personal column is declared as one of them (api/src/privacy/personal-data.ts);
 * the privacy notice lists them, and a breach record names the kinds that were exposed.
 */
export const PERSONAL_KINDS = personalKindsView({
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
} as const);
export type PersonalKind = keyof typeof PERSONAL_KINDS;
export const PERSONAL_KIND_NAMES = Object.keys(PERSONAL_KINDS) as [PersonalKind, ...PersonalKind[]];
