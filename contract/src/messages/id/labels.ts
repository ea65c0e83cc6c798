/**
 * Labels of statuses and kinds the contract's modules declare (payments.ts, users.ts, mail.ts,
 * audit.ts, door/lists.ts, privacy/): each map is a text area of its own, read in the current
 * language where it is shown. The keys are the stored values.
 */

/** How admins read a provider's status word. */
export const transactionStatusLabels = {
  settlement: 'Lunas',
  capture: 'Lunas (kartu)',
  pending: 'Belum Lunas',
  expire: 'Kedaluwarsa',
  cancel: 'Dibatalkan',
  deny: 'Ditolak',
  failure: 'Gagal',
  refund: 'Dikembalikan',
} as const;

export const paymentKindLabels = { subscription: 'Langganan', ticket: 'Tiket', donation: 'Donasi' } as const;

export const ticketOrderStatusLabels = {
  pending: 'Menunggu pembayaran',
  paid: 'Lunas',
  expired: 'Kedaluwarsa',
  cancelled: 'Dibatalkan',
  refund_due: 'Perlu refund',
  refunded: 'Dikembalikan',
} as const;

/** The accounts table's subscription filter. */
export const subscriptionFilterLabels = { active: 'Aktif', expired: 'Sudah habis', never: 'Belum pernah' } as const;

export const mailStatusLabels = {
  pending: 'Menunggu',
  sending: 'Sedang dikirim',
  sent: 'Terkirim',
  failed: 'Gagal',
  cancelled: 'Dibatalkan',
} as const;

export const mailKindLabels = {
  welcome: 'Selamat datang',
  'password-reset': 'Atur ulang password',
  'subscription-receipt': 'Tanda terima langganan',
  'subscription-ending': 'Langganan segera berakhir',
  'subscription-ended': 'Langganan berakhir',
  'ticket-paid': 'E-tiket',
  'order-expired': 'Pesanan kedaluwarsa',
  'order-cancelled': 'Pesanan dibatalkan',
  'order-refunded': 'Dana pesanan dikembalikan',
  'seat-moved': 'Kursi dipindahkan',
  'account-deleted': 'Akun dihapus',
  'breach-notice': 'Pemberitahuan insiden data',
  'waitlist-offer': 'Penawaran daftar tunggu',
  'payment-reminder': 'Pengingat pembayaran',
  announcement: 'Pengumuman',
  'announcement-test': 'Pengumuman (uji)',
  'new-device-login': 'Login dari perangkat baru',
  'factor-enrol-code': 'Kode untuk menambah faktor kedua',
  'factor-locked': 'Faktor kedua dikunci karena kode salah',
  'renewal-upcoming': 'Perpanjangan otomatis segera ditagih',
  'renewal-failed': 'Perpanjangan otomatis gagal ditagih',
  'renewal-ended': 'Perpanjangan otomatis berakhir',
  'renewal-card-expiring': 'Kartu perpanjangan otomatis segera kedaluwarsa',
  'donation-receipt': 'Tanda terima donasi',
  'donation-statement': 'Ringkasan donasi tahunan',
  'donation-thanks': 'Ucapan terima kasih kampanye',
} as const;

export const auditActionLabels = {
  create: 'Tambah',
  update: 'Ubah',
  delete: 'Hapus',
  reorder: 'Ubah urutan',
  upload: 'Unggah',
  cancel: 'Batalkan',
  refund: 'Refund',
  checkin: 'Check-in',
  resend: 'Kirim ulang',
  payment: 'Status pembayaran',
  backup: 'Cadangan',
  restore: 'Pemulihan',
  signup: 'Daftar akun',
  login: 'Login',
  logout: 'Logout',
  'login-failed': 'Login gagal',
  'second-factor-failed': 'Faktor kedua salah',
  'factor-code-mailed': 'Kode faktor kedua pertama dikirim',
  'factor-added': 'Faktor kedua ditambah',
  'factor-removed': 'Faktor kedua dihapus',
  'sessions-ended': 'Sesi diakhiri',
  'password-changed': 'Password diubah',
  'password-reset-requested': 'Minta reset password',
  'password-reset': 'Reset password',
  revoke: 'Cabut',
  'consent-given': 'Persetujuan diberikan',
  'consent-withdrawn': 'Persetujuan ditarik',
  'data-export': 'Unduh data pribadi',
  'breach-recorded': 'Insiden dicatat',
  'breach-notified': 'Pemberitahuan insiden diantrekan',
  'breach-reported': 'Laporan insiden dibuat',
  send: 'Kirim',
  'send-test': 'Kirim uji',
  export: 'Unduh ekspor',
} as const;

/** Records that are not a resource of the contract, by the name an audit entry gives them. */
export const otherAuditResourceLabels = {
  users: 'Akun',
  sessions: 'Sesi',
  second_factors: 'Faktor kedua',
  ticket_orders: 'Pesanan tiket',
  ticket_categories: 'Kategori tiket',
  waitlist_entries: 'Daftar tunggu',
  payments: 'Pembayaran',
  mail_outbox: 'Email',
  images: 'Gambar',
  backups: 'Cadangan',
  settings: 'Pengaturan',
  consents: 'Persetujuan',
  breaches: 'Insiden data',
  tickets: 'Tiket',
  door_passes: 'Akses pintu',
  door_scans: 'Pindaian pintu',
  door_quotas: 'Kuota pintu',
  door_shifts: 'Shift kasir pintu',
  door_sales: 'Penjualan di pintu',
  whatsapp_messages: 'Pesan WhatsApp',
  venue_plans: 'Denah tempat',
  show_seats: 'Kursi pertunjukan',
  settlement_reports: 'Laporan settlement Midtrans',
  finance_journal: 'Jurnal pembukuan',
  finance_movements: 'Pergerakan uang',
  finance_accounts: 'Pemetaan akun',
} as const;

/** Labels of the door's scan results, for filters and the show's refusal counts. */
export const scanResultLabelTexts = {
  admitted: 'Masuk',
  used: 'Sudah digunakan',
  refunded: 'Sudah direfund',
  cancelled: 'Dibatalkan',
  other_show: 'Pertunjukan lain',
  unknown: 'Tidak dikenal',
  invalid: 'QR tidak sah',
} as const;

export const consentKindLabels = {
  terms: 'Syarat penggunaan',
  privacy: 'Kebijakan privasi',
  announcements: 'Kabar pertunjukan dan kegiatan lewat email',
  whatsapp: 'Pemberitahuan lewat WhatsApp',
} as const;

export const consentSourceLabels = {
  registration: 'Pendaftaran',
  account: 'Halaman akun',
  'mail-link': 'Tautan di email',
  staff: 'Petugas, atas permintaan Anda',
} as const;
