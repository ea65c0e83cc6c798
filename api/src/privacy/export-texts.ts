import { localized, registerCatalog } from '@teater/contract';

/** The archive's own texts: its name, its README's name and lines (the record kinds' labels below). */
const exportTextsId = {
  archiveName: (id: number, day: string) => `data-saya-${id}-${day}.zip`,
  readmeName: 'LIHAT-SAYA.txt',
  title: 'Data saya: semua yang disimpan situs ini tentang akun Anda.',
  account: (id: number, email: string, at: string, noticeVersion: string) =>
    `Akun ${id} (${email}), dibuat ${at}. Kebijakan privasi versi ${noticeVersion}.`,
  formats: 'Setiap jenis catatan ada dua kali: .json (untuk program) dan .csv (untuk spreadsheet).',
  units: 'Waktu dalam UTC (ISO 8601); jumlah uang dalam rupiah. Hash password dan token tidak disertakan.',
};

/**
 * "Data saya" in the account holder's language (their choice on the site, as their mails): the
 * archive's name, its README, and what each file holds (api/src/privacy/export-sources.ts).
 */
export const exportTexts = localized('myDataExport', exportTextsId, {
  archiveName: (id, day) => `my-data-${id}-${day}.zip`,
  readmeName: 'README.txt',
  title: 'My data: everything this site keeps about your account.',
  account: (id, email, at, noticeVersion) =>
    `Account ${id} (${email}), made ${at}. Privacy policy version ${noticeVersion}.`,
  formats: 'Each kind of record is there twice: .json (for programs) and .csv (for spreadsheets).',
  units: 'Times in UTC (ISO 8601); amounts of money in rupiah. Password and token hashes are not included.',
});

/** The English of what each export file holds (export-sources.ts `label`), keyed by its Indonesian. */
export const exportLabelsEnglish: Readonly<Record<string, string>> = {
  'Akun Anda: nama, email, peran, foto profil, masa langganan, kapan dibuat':
    'Your account: name, email, role, profile photo, subscription period, when it was made',
  'Persetujuan Anda dan setiap perubahannya, dengan versi teks dan waktunya':
    'Your consents and every change to them, with the version of the text and the time',
  'Pembayaran langganan dan tiket, dengan statusnya': 'Subscription and ticket payments, with their status',
  'Donasi Anda: kampanye, jumlah, status, nama dan pesan pada dinding donatur':
    'Your gifts: campaign, amount, status, the name and message on the donor wall',
  'Donasi bulanan Anda: kampanye, tampil di dinding atau anonim, pesan':
    'Your monthly gifts: campaign, on the wall or anonymous, message',
  'Perpanjangan otomatis: metode tersamar, jumlah, status, tagihan berikutnya, kapan dihentikan':
    'Automatic renewal: masked method, amount, status, next charge, when it was stopped',
  'Pesanan tiket: pertunjukan, jumlah, total, status, nama dan telepon pada pesanan':
    'Ticket orders: show, quantity, total, status, the name and phone number on the order',
  'Kursi setiap pesanan per kategori, dengan harganya saat dipesan':
    "Each order's seats by category, with their price when ordered",
  'Tiket per kursi dengan kodenya': 'Tickets, one per seat, with their codes',
  'Daftar tunggu: pertunjukan, kategori, jumlah kursi, status dan penawaran':
    'Waiting lists: show, category, number of seats, status and offers',
  'Kapan setiap tiket Anda dipindai di pintu masuk': 'When each of your tickets was scanned at the door',
  'Setiap pindaian tiket Anda di pintu: waktu, perangkat, hasilnya':
    'Every scan of your tickets at the door: time, device, result',
  'Pindaian yang Anda lakukan sebagai petugas pintu': 'Scans you made as door staff',
  'Shift kasir yang Anda pegang di pintu': 'Till shifts you kept at the door',
  'Kursi pintu yang dipegang perangkat Anda': 'Door seats a device of yours held',
  'Tiket yang Anda jual sebagai petugas pintu': 'Tickets you sold as door staff',
  'Akses pintu (door pass) akun Anda': "Your account's door passes",
  'Email yang kami kirim (atau akan kirim) ke alamat Anda, dengan isinya':
    'Emails we sent (or will send) to your address, with their content',
  'Pengumuman yang dikirim kepada Anda, dengan email pengirimannya':
    'Announcements sent to you, with the emails that carried them',
  'Nomor WhatsApp Anda, bila Anda memintanya dipakai': 'Your WhatsApp number, if you asked us to use it',
  'Pesan WhatsApp yang kami kirim (atau akan kirim) kepada Anda, dengan isinya':
    'WhatsApp messages we sent (or will send) to you, with their content',
  'Tanpa layanan WhatsApp terpasang: salinan permintaan yang akan dikirim ke WhatsApp untuk Anda':
    'Without a WhatsApp service set up: copies of the requests that would have gone to WhatsApp for you',
  'Sesi login Anda yang masih berlaku: perangkat, alamat IP, kota, kapan dibuka dan terakhir dipakai':
    'Your current login sessions: device, IP address, city, when opened and last used',
  'Faktor kedua Anda (aplikasi autentikator, passkey): jenis, nama, kapan dipasang dan terakhir dipakai':
    'Your second factors (authenticator app, passkey): kind, name, when added and last used',
  'Kode pemulihan Anda: kapan dibuat dan dipakai (kodenya sendiri tidak kami simpan)':
    'Your recovery codes: when made and used (we do not keep the codes themselves)',
  'Perangkat dan peramban yang pernah Anda pakai untuk login': 'Devices and browsers you have logged in with',
  'Langkah login atau pemasangan faktor kedua yang sedang berjalan (beberapa menit saja)':
    'Logins or second-factor set-ups in progress (a few minutes only)',
  'Permintaan atur ulang password yang belum kedaluwarsa': 'Password reset requests that have not yet expired',
  'Login, logout dan faktor kedua yang salah pada akun Anda: waktu, alamat IP, perangkat':
    'Logins, logouts and wrong second factors on your account: time, IP address, device',
  'Perubahan pada akun dan data Anda, oleh Anda atau petugas, dan tindakan Anda sebagai petugas':
    'Changes to your account and data, by you or by staff, and your actions as staff',
  'Penghitung batas percobaan login untuk email Anda (hanya beberapa menit)':
    'The counter limiting login attempts for your email (a few minutes only)',
};

registerCatalog(exportLabelsEnglish);
