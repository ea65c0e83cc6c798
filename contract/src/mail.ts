import { localized } from './i18n/localized.js';
import { sentMessagesList } from './list.js';
import { mailKindEnglish, mailStatusEnglish } from './messages/en/labels.js';
import { mailKindLabels, mailStatusLabels } from './messages/id/labels.js';

/** cancelled: an announcement whose recipient withdrew their consent before it went */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = localized(
  'labels.mail-status',
  mailStatusLabels,
  mailStatusEnglish,
);
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
  'seat-moved',
  'account-deleted',
  'breach-notice',
  'waitlist-offer',
  'payment-reminder',
  'announcement',
  'announcement-test',
  'new-device-login',
  'factor-enrol-code',
  'factor-locked',
  'renewal-upcoming',
  'renewal-failed',
  'renewal-ended',
  'renewal-card-expiring',
  'donation-receipt',
  'donation-statement',
  'donation-thanks',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const MAIL_KIND_LABELS: Record<MailKind, string> = localized(
  'labels.mail-kind',
  mailKindLabels,
  mailKindEnglish,
);

/** GET /admin/mails: the outbox, for admins. */
export const mailsList = sentMessagesList(
  'recipient',
  { values: MAIL_STATUSES, labels: MAIL_STATUS_LABELS },
  { values: MAIL_KINDS, labels: MAIL_KIND_LABELS },
);
