import { registerCatalog, translatedView } from '../localized.js';

/** The English of the kinds of personal data (privacy/personal-kinds.ts), keyed by their Indonesian. */
export const personalKindsEnglish: Readonly<Record<string, string>> = {
  Identitas: 'Identity',
  'Nama dan foto profil akun; nama pembeli pada pesanan dan tiket.':
    "The account's name and profile photo; the buyer's name on orders and tickets.",
  'Mengenali akun Anda dan mencocokkan tiket di pintu masuk.':
    'Recognising your account and matching tickets at the door.',
  'Pelaksanaan perjanjian (akun, langganan, tiket).': 'Performance of a contract (account, subscription, tickets).',
  Kontak: 'Contact',
  'Alamat email akun dan pada pembayaran; nomor telepon pada pesanan tiket.':
    "The account's email address and the one on payments; the phone number on ticket orders.",
  'Login, tanda terima, e-tiket, pemberitahuan tentang pesanan dan akun.':
    'Logging in, receipts, e-tickets, notices about orders and the account.',
  'Pelaksanaan perjanjian.': 'Performance of a contract.',
  Kredensial: 'Credentials',
  'Password (hanya hash argon2id), token sesi dan tautan atur ulang password (hanya hash).':
    'Password (argon2id hash only), session tokens and password reset links (hash only).',
  'Menjaga akun Anda hanya dapat dipakai oleh Anda.': 'Making sure only you can use your account.',
  'Pelaksanaan perjanjian dan kewajiban keamanan (UU PDP pasal 35).':
    'Performance of a contract and the duty of security (PDP Law article 35).',
  Transaksi: 'Transactions',
  'Langganan, pembayaran, pesanan tiket, tiket dan waktu check-in.':
    'Subscriptions, payments, ticket orders, tickets and check-in times.',
  'Menjual langganan dan tiket, mengembalikan dana, dan pembukuan.':
    'Selling subscriptions and tickets, refunds, and bookkeeping.',
  'Pelaksanaan perjanjian dan kewajiban hukum (pembukuan).':
    'Performance of a contract and a legal obligation (bookkeeping).',
  Persetujuan: 'Consent',
  'Apa yang Anda setujui atau tarik kembali, versi teksnya dan waktunya.':
    'What you agreed to or withdrew, the version of its text and when.',
  'Bukti persetujuan Anda.': 'Proof of your consent.',
  'Kewajiban hukum (UU PDP pasal 22).': 'A legal obligation (PDP Law article 22).',
  Email: 'Email',
  'Email yang kami kirim kepada Anda: penerima dan isi.': 'The emails we send you: recipient and content.',
  'Mengirim, mengirim ulang bila gagal, dan menjawab pertanyaan Anda tentangnya.':
    'Sending them, sending them again when they fail, and answering your questions about them.',
  'Pelaksanaan perjanjian; kabar pertunjukan hanya dengan persetujuan Anda.':
    'Performance of a contract; news of our shows only with your consent.',
  'Jaringan dan aktivitas': 'Network and activity',
  'Alamat IP dan waktu login, perubahan pada akun Anda, tindakan petugas terhadap data Anda.':
    "IP addresses and login times, changes to your account, staff's actions on your data.",
  'Keamanan akun, mencegah penyalahgunaan, menelusuri insiden.':
    'Account security, preventing abuse, investigating incidents.',
  'Kepentingan yang sah dan kewajiban keamanan (UU PDP pasal 35 dan 39).':
    'Legitimate interest and the duty of security (PDP Law articles 35 and 39).',
};

registerCatalog(personalKindsEnglish);

/** The kinds of personal data read in the current language (this catalog registered). */
export const personalKindsView = <T extends object>(kinds: T): T => translatedView(kinds);
