import type { ListDef } from './list.js';

/** cancelled: an announcement whose recipient withdrew their consent before it went */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  pending: 'Menunggu',
  sending: 'Sedang dikirim',
  sent: 'Terkirim',
  failed: 'Gagal',
  cancelled: 'Dibatalkan',
};
export const MAIL_KINDS = [
  'welcome',
  'password-reset',
  'subscription-receipt',
  'subscription-ending',
  'subscription-ended',
  'ticket-paid',
  'order-expired',
  'order-cancelled',
  'order-refunded',
  'account-deleted',
  'breach-notice',
  'waitlist-offer',
  'payment-reminder',
  'announcement',
  'announcement-test',
  'new-device-login',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  welcome: 'Selamat datang',
  'password-reset': 'Atur ulang password',
  'subscription-receipt': 'Tanda terima langganan',
  'subscription-ending': 'Langganan segera berakhir',
  'subscription-ended': 'Langganan berakhir',
  'ticket-paid': 'E-tiket',
  'order-expired': 'Pesanan kedaluwarsa',
  'order-cancelled': 'Pesanan dibatalkan',
  'order-refunded': 'Dana pesanan dikembalikan',
  'account-deleted': 'Akun dihapus',
  'breach-notice': 'Pemberitahuan insiden data',
  'waitlist-offer': 'Penawaran daftar tunggu',
  'payment-reminder': 'Pengingat pembayaran',
  announcement: 'Pengumuman',
  'announcement-test': 'Pengumuman (uji)',
  'new-device-login': 'Login dari perangkat baru',
};

/** GET /admin/mails: the outbox, for admins. */
export const mailsList = {
  search: ['recipient'],
  sort: { fields: ['createdAt'], default: '-createdAt' },
  filters: {
    status: { kind: 'enum', values: MAIL_STATUSES, labels: MAIL_STATUS_LABELS, label: 'Status' },
    kind: { kind: 'enum', values: MAIL_KINDS, labels: MAIL_KIND_LABELS, label: 'Jenis' },
  },
} as const satisfies ListDef;
