import type { English } from '../../i18n/localized.js';
import type * as id from '../id/labels.js';

export const transactionStatusEnglish: English<typeof id.transactionStatusLabels> = {
  settlement: 'Paid',
  capture: 'Paid (card)',
  pending: 'Unpaid',
  expire: 'Expired',
  cancel: 'Cancelled',
  deny: 'Denied',
  failure: 'Failed',
  refund: 'Refunded',
};

export const paymentKindEnglish: English<typeof id.paymentKindLabels> = {
  subscription: 'Subscription',
  ticket: 'Ticket',
  donation: 'Donation',
};

export const ticketOrderStatusEnglish: English<typeof id.ticketOrderStatusLabels> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  expired: 'Expired',
  cancelled: 'Cancelled',
  refund_due: 'Refund needed',
  refunded: 'Refunded',
};

export const subscriptionFilterEnglish: English<typeof id.subscriptionFilterLabels> = {
  active: 'Active',
  expired: 'Expired',
  never: 'Never',
};

export const mailStatusEnglish: English<typeof id.mailStatusLabels> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const mailKindEnglish: English<typeof id.mailKindLabels> = {
  welcome: 'Welcome',
  'password-reset': 'Password reset',
  'subscription-receipt': 'Subscription receipt',
  'subscription-ending': 'Subscription ending soon',
  'subscription-ended': 'Subscription ended',
  'ticket-paid': 'E-ticket',
  'order-expired': 'Order expired',
  'order-cancelled': 'Order cancelled',
  'order-refunded': 'Order refunded',
  'seat-moved': 'Seat moved',
  'account-deleted': 'Account deleted',
  'breach-notice': 'Data breach notice',
  'waitlist-offer': 'Waiting list offer',
  'payment-reminder': 'Payment reminder',
  announcement: 'Announcement',
  'announcement-test': 'Announcement (test)',
  'new-device-login': 'Login from a new device',
  'factor-enrol-code': 'Code to add a second factor',
  'factor-locked': 'Second factor locked after wrong codes',
  'renewal-upcoming': 'Automatic renewal charged soon',
  'renewal-failed': 'Automatic renewal charge failed',
  'renewal-ended': 'Automatic renewal ended',
  'renewal-card-expiring': 'Automatic renewal card expiring',
  'donation-receipt': 'Donation receipt',
  'donation-statement': 'Yearly statement of gifts',
  'donation-thanks': 'Campaign thank-you note',
};

export const auditActionEnglish: English<typeof id.auditActionLabels> = {
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  reorder: 'Reorder',
  upload: 'Upload',
  cancel: 'Cancel',
  refund: 'Refund',
  checkin: 'Check-in',
  resend: 'Resend',
  payment: 'Payment status',
  backup: 'Backup',
  restore: 'Restore',
  signup: 'Sign-up',
  login: 'Login',
  logout: 'Logout',
  'login-failed': 'Login failed',
  'second-factor-failed': 'Second factor failed',
  'factor-code-mailed': 'Code for a first second factor mailed',
  'factor-added': 'Second factor added',
  'factor-removed': 'Second factor removed',
  'sessions-ended': 'Sessions ended',
  'password-changed': 'Password changed',
  'password-reset-requested': 'Password reset requested',
  'password-reset': 'Password reset',
  revoke: 'Revoke',
  'consent-given': 'Consent given',
  'consent-withdrawn': 'Consent withdrawn',
  'data-export': 'Personal data download',
  'breach-recorded': 'Breach recorded',
  'breach-notified': 'Breach notices queued',
  'breach-reported': 'Breach report made',
  send: 'Send',
  'send-test': 'Send test',
  export: 'Export download',
};

export const otherAuditResourceEnglish: English<typeof id.otherAuditResourceLabels> = {
  users: 'Account',
  sessions: 'Session',
  second_factors: 'Second factor',
  ticket_orders: 'Ticket order',
  ticket_categories: 'Ticket category',
  waitlist_entries: 'Waiting list',
  payments: 'Payment',
  mail_outbox: 'Email',
  images: 'Image',
  backups: 'Backup',
  settings: 'Settings',
  consents: 'Consent',
  breaches: 'Data breach',
  tickets: 'Ticket',
  door_passes: 'Door pass',
  door_scans: 'Door scan',
  door_quotas: 'Door quota',
  door_shifts: 'Door till shift',
  door_sales: 'Door sale',
  whatsapp_messages: 'WhatsApp message',
  venue_plans: 'Venue plan',
  show_seats: 'Show seats',
  settlement_reports: 'Midtrans settlement reports',
  finance_journal: 'Bookkeeping journal',
  finance_movements: 'Money movements',
  finance_accounts: 'Account mapping',
};

export const scanResultEnglish: English<typeof id.scanResultLabelTexts> = {
  admitted: 'Admitted',
  used: 'Already used',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  other_show: 'Another show',
  unknown: 'Unknown',
  invalid: 'Invalid QR',
};

export const consentKindEnglish: English<typeof id.consentKindLabels> = {
  terms: 'Terms of use',
  privacy: 'Privacy policy',
  announcements: 'News of shows and activities by email',
  whatsapp: 'Notifications by WhatsApp',
};

export const consentSourceEnglish: English<typeof id.consentSourceLabels> = {
  registration: 'Registration',
  account: 'Account page',
  'mail-link': 'Link in an email',
  staff: 'Staff, at your request',
};
