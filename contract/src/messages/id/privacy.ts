/** User-visible texts: personal data (consent, the member's data, deletion, the privacy notice, breaches). */
export const privacy = {
  acceptTermsRequired: 'Setujui syarat penggunaan dan kebijakan privasi untuk mendaftar',
  acceptTerms: 'Saya telah membaca Kebijakan Privasi dan menyetujui syarat penggunaan.',
  announcementsOptIn: 'Kirimi saya kabar pertunjukan dan kegiatan terbaru (boleh tidak dicentang).',
  /** the box on the account page, where no "optional" is needed */
  announcementsBox: 'Kirimi saya kabar pertunjukan dan kegiatan terbaru.',
  privacyAccepted: (version: string | null, at: string) =>
    `Kebijakan privasi${version ? ` versi ${version}` : ''} disetujui pada ${at} WIB.`,
  consentHistory: 'Riwayat persetujuan',
  consentChange: (granted: boolean) => (granted ? 'disetujui' : 'ditarik'),
  consentVersion: (version: string) => `(versi ${version})`,
  exportIntro:
    'Satu arsip ZIP berisi profil, persetujuan dan riwayatnya, langganan dan pembayaran, pesanan tiket dan tiket, check-in, email yang kami kirim, sesi dan riwayat login, faktor kedua dan perangkat yang dikenal, serta log audit tentang akun Anda. Setiap jenis catatan ada sebagai JSON (untuk program) dan CSV (untuk spreadsheet). Arsip dibuat saat itu juga.',
  exportDownload: 'Unduh data saya',
  consentSaved: (granted: boolean) =>
    granted ? 'Anda akan menerima kabar lewat email' : 'Anda tidak akan menerima kabar lewat email lagi',
  withdrawLinkInvalid: 'Tautan berhenti berlangganan tidak valid',
  withdrawn: 'Anda tidak akan menerima kabar lewat email lagi.',
  staffMayOnlyWithdraw: 'Persetujuan hanya dapat diberikan oleh pemilik akun sendiri',
  withdrawFooter: 'Tidak ingin menerima kabar lagi?',
  withdrawAction: 'Berhenti menerima kabar',
  deleteWrongPassword: 'Password salah',
  accountDeleted: 'Akun Anda telah dihapus',
  staffDeleteOwnHere: 'Akun admin dihapus oleh superadmin di Kelola Akun',
  deletedName: 'Akun dihapus',
  deletePasswordRequired: 'Masukkan password Anda',
  deleteConfirmWord: (word: string) => `Ketik ${word} untuk mengonfirmasi`,
  // a breach record's form (privacy/breach.ts)
  breachFields: {
    title: 'Judul',
    discovered_at: 'Waktu diketahui',
    window_from: 'Awal rentang waktu',
    window_to: 'Akhir rentang waktu',
    description: 'Uraian',
    measures: 'Tindakan',
    advice: 'Saran',
  },
  fieldRequired: (label: string) => `${label} wajib diisi`,
  fieldTooLong: (label: string, max: number) => `${label} paling banyak ${max} karakter`,
  fieldTime: (label: string) => `${label} harus tanggal dan jam`,
  exposedRequired: 'Pilih data yang terpapar',
  windowOrder: 'Akhir rentang waktu harus setelah awalnya',
  deleteMailSent: 'Email terakhir tentang penghapusan ini sedang kami kirim ke alamat Anda.',
  toHome: 'Ke beranda',
  deleteGoesNow: 'Nama, email, foto profil, persetujuan, sesi dan email untuk Anda langsung dihapus.',
  deleteCancelsOrders: 'Pesanan yang belum dibayar dibatalkan dan kursinya dilepas.',
  deleteKeepsBooks:
    'Catatan pembayaran dan pesanan disimpan untuk pembukuan tanpa email dan nomor telepon; tiket yang sudah dibayar untuk pertunjukan mendatang tetap berlaku atas nama Anda sampai pertunjukannya lewat.',
  deleteButton: 'Hapus akun saya',
} as const;

export type PrivacyTexts = typeof privacy;
