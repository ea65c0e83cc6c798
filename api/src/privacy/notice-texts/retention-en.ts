import { registerCatalog } from '@teater/contract';

/** The English of the retention table's texts (retention.ts), keyed by their Indonesian. */
export const retentionEnglish: Readonly<Record<string, string>> = {
  'Akun: nama, email, foto profil, langganan': 'Account: name, email, profile photo, subscription',
  'Selama Anda memakai akun; dihapus saat akun dihapus.':
    'As long as you use the account; deleted when the account is deleted.',
  'Catatan persetujuan dan perubahannya': 'Consent records and their changes',
  'Bukti apa yang Anda setujui dan kapan; dihapus bersama akun.':
    'Proof of what you agreed to and when; deleted with the account.',
  'Sesi login (perangkat dan peramban, alamat IP, kota bila diketahui)':
    'Login sessions (device and browser, IP address, city when known)',
  'Agar Anda tetap masuk dan dapat melihat serta mengakhiri sesi Anda; sesi yang berakhir dihapus.':
    'So you stay logged in and can see and end your sessions; ended sessions are deleted.',
  'Faktor kedua (aplikasi autentikator, passkey) dan kode pemulihan':
    'Second factors (authenticator app, passkey) and recovery codes',
  'Melindungi login Anda; dihapus saat Anda melepasnya atau saat akun dihapus.':
    'Protecting your login; deleted when you remove them or when the account is deleted.',
  'Langkah login yang sedang berjalan (tanda sekali pakai)': 'Logins in progress (single-use tokens)',
  'Hanya selama Anda memasukkan faktor kedua atau memasang faktor baru; dihapus setelah kedaluwarsa.':
    'Only while you enter a second factor or set up a new one; deleted once expired.',
  'Perangkat yang pernah dipakai login (tanda perangkat, peramban)': 'Devices used to log in (device token, browser)',
  'Agar Anda diberi tahu saat ada login dari perangkat baru; perangkat yang tidak dipakai selama itu dilupakan.':
    'So you are told of a login from a new device; devices unused for that long are forgotten.',
  'Tautan atur ulang password': 'Password reset links',
  'Hanya berlaku sekali; dihapus setelah dipakai atau kedaluwarsa.': 'Valid once only; deleted once used or expired.',
  'Email yang dikirim kepada Anda (alamat dan isi)': 'Emails sent to you (address and content)',
  'Untuk mengirim ulang email yang gagal dan menjawab pertanyaan Anda.':
    'To send failed emails again and to answer your questions.',
  'Riwayat login (waktu, alamat IP, berhasil atau gagal)': 'Login history (time, IP address, success or failure)',
  'Keamanan akun: mengenali login yang mencurigakan.': 'Account security: spotting suspicious logins.',
  'Log audit (perubahan oleh petugas dan peristiwa keamanan)': 'Audit log (changes by staff and security events)',
  'Menelusuri siapa mengubah apa, termasuk setelah insiden keamanan.':
    'Tracing who changed what, including after a security incident.',
  'Penghitung batas percobaan (alamat IP, email yang dicoba)': 'Attempt limit counters (IP address, email tried)',
  'Melindungi login dari tebakan password; dihapus setelah jendelanya lewat.':
    'Protecting logins from password guessing; deleted once their window has passed.',
  'Catatan keuangan: pembayaran, pesanan tiket, tiket, check-in':
    'Financial records: payments, ticket orders, tickets, check-ins',
  'Kewajiban pembukuan (UU KUP pasal 28 ayat 11). Jika akun dihapus, email dan nomor telepon di dalamnya langsung dihapus.':
    'A bookkeeping obligation (General Tax Provisions Law article 28 (11)). If the account is deleted, the email address and phone number in them are deleted at once.',
  'Nama pembeli pada tiket akun yang sudah dihapus': "The buyer's name on tickets of deleted accounts",
  'Petugas pintu memerlukannya; setelah pertunjukan lewat diganti "Akun dihapus".':
    'Door staff need it; once the show has taken place it is replaced with "Akun dihapus" (account deleted).',
};

registerCatalog(retentionEnglish);
