import { z } from 'zod';
import { isoTime } from './answers/common.js';
import { sentMessagesList } from './list.js';
import { audienceMessages as m } from './messages/audience.js';

/**
 * Announcements (news of a show or an activity, by mail to the members who asked for it) and
 * WhatsApp as a second channel for a member's own notifications: the shapes both sides share.
 */

/** Who an announcement goes to: always only members who consented; optionally fewer. */
export const ANNOUNCEMENT_AUDIENCES = ['all', 'sahabat', 'buyers'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
export const ANNOUNCEMENT_AUDIENCE_OPTIONS = [
  { value: 'all', label: m.audienceAll },
  { value: 'sahabat', label: m.audienceSahabat },
  { value: 'buyers', label: m.audienceBuyers },
] as const satisfies readonly { value: AnnouncementAudience; label: string }[];

/** draft (editable) -> queuing (members being written into the mail outbox) -> sent (all queued). */
export const ANNOUNCEMENT_STATUSES = ['draft', 'queuing', 'sent'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];
export const ANNOUNCEMENT_STATUS_OPTIONS = [
  { value: 'draft', label: m.statusDraft },
  { value: 'queuing', label: m.statusQueuing },
  { value: 'sent', label: m.statusSent },
] as const satisfies readonly { value: AnnouncementStatus; label: string }[];

/**
 * Where an announcement's mails stand: written into the outbox, delivered, failed for good, and
 * how many of its recipients withdrew their consent after it (their last announcement before
 * withdrawing was this one).
 */
export const announcementStatsSchema = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  unsubscribed: z.number().int(),
});
export type AnnouncementStats = z.infer<typeof announcementStatsSchema>;

/** What an announcement's answers carry beside its fields. */
export const announcementAnswerExtras = {
  stats: announcementStatsSchema,
  /** a test send to oneself happened after the last change: it may be sent */
  tested: z.boolean(),
} as const;

/** POST /announcements/:id/test: where the test went. */
export const testSendSchema = z.object({ email: z.string() });
/** GET /announcements/:id/audience: how many members it would reach now. */
export const audienceCountSchema = z.object({ count: z.number().int() });
/** The records an announcement can be drafted from (POST /announcements/from/:source/:id). */
export const ANNOUNCEMENT_SOURCES = ['beritas', 'beritakolaborasis', 'beritapartners', 'tikets', 'programs'] as const;
export type AnnouncementSource = (typeof ANNOUNCEMENT_SOURCES)[number];

// WhatsApp

/** The notifications that also go to WhatsApp (each an approved template, named in settings). */
export const WHATSAPP_KINDS = [
  'ticket-paid',
  'payment-reminder',
  'waitlist-offer',
  'subscription-receipt',
  'subscription-ending',
  'subscription-ended',
  'renewal-upcoming',
  'renewal-failed',
] as const;
export type WhatsAppKind = (typeof WHATSAPP_KINDS)[number];
/**
 * What each kind's template can be filled with, by name: a setting `name:param,param` may name only
 * these (the configuration checks it), and the server's templates fill exactly these.
 */
export const WHATSAPP_TEMPLATE_PARAMETERS = {
  'ticket-paid': ['name', 'show', 'when', 'place', 'count', 'codes', 'order_id', 'link'],
  'payment-reminder': ['name', 'count', 'show', 'amount', 'until', 'order_id', 'link'],
  'waitlist-offer': ['name', 'count', 'category', 'show', 'until', 'link'],
  'subscription-receipt': ['name', 'amount', 'until', 'order_id'],
  'subscription-ending': ['name', 'until', 'link'],
  'subscription-ended': ['name', 'until', 'link'],
  'renewal-upcoming': ['name', 'amount', 'method', 'at', 'link'],
  'renewal-failed': ['name', 'amount', 'method', 'next', 'link'],
} as const satisfies Record<WhatsAppKind, readonly string[]>;
export type WhatsAppParameter<K extends WhatsAppKind> = (typeof WHATSAPP_TEMPLATE_PARAMETERS)[K][number];
export const WHATSAPP_KIND_LABELS: Record<WhatsAppKind, string> = {
  'ticket-paid': 'E-tiket',
  'payment-reminder': 'Pengingat pembayaran',
  'waitlist-offer': 'Penawaran daftar tunggu',
  'subscription-receipt': 'Tanda terima langganan',
  'subscription-ending': 'Langganan segera berakhir',
  'subscription-ended': 'Langganan berakhir',
  'renewal-upcoming': 'Perpanjangan otomatis segera ditagih',
  'renewal-failed': 'Perpanjangan otomatis gagal ditagih',
};

/** pending/sending: ours; accepted: the API took it; sent, delivered, read, failed: its webhook. */
export const WHATSAPP_STATUSES = ['pending', 'sending', 'accepted', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number];
export const WHATSAPP_STATUS_LABELS: Record<WhatsAppStatus, string> = {
  pending: 'Menunggu',
  sending: 'Sedang dikirim',
  accepted: 'Diterima API',
  sent: 'Terkirim',
  delivered: 'Sampai',
  read: 'Dibaca',
  failed: 'Gagal',
};

/**
 * A number as WhatsApp wants it: digits with the country code, no `+` (`0812 3456 7890` ->
 * `6281234567890`); null when it cannot be one.
 */
export function normalizeWhatsAppNumber(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, '');
  const digits = compact.startsWith('+')
    ? compact.slice(1)
    : compact.startsWith('0')
      ? `62${compact.slice(1)}`
      : compact;
  return /^[1-9]\d{9,14}$/.test(digits) ? digits : null;
}

/** GET /users/me/whatsapp: the member's number and whether notifications go there. */
export const whatsappSettingSchema = z.object({ number: z.string().nullable(), granted: z.boolean() });
export type WhatsAppSetting = z.infer<typeof whatsappSettingSchema>;

/** PUT /users/me/whatsapp: opt in with a number, or out (the number is then forgotten). */
export const whatsappChangeBody = z
  .object({ granted: z.boolean(), number: z.string().max(40).optional() })
  .superRefine((body, ctx) => {
    if (!body.granted) return;
    if (!body.number?.trim()) ctx.addIssue({ code: 'custom', path: ['number'], message: m.whatsappNumberRequired });
    else if (!normalizeWhatsAppNumber(body.number))
      ctx.addIssue({ code: 'custom', path: ['number'], message: m.whatsappInvalidNumber });
  });

/** GET /admin/whatsapp: every WhatsApp message, for admins (/adminmail). */
export const whatsappMessagesList = sentMessagesList(
  'phone',
  { values: WHATSAPP_STATUSES, labels: WHATSAPP_STATUS_LABELS },
  { values: WHATSAPP_KINDS, labels: WHATSAPP_KIND_LABELS },
);

export const adminWhatsAppSchema = z.object({
  id: z.number().int(),
  kind: z.enum(WHATSAPP_KINDS),
  phone: z.string(),
  template: z.string(),
  language: z.string(),
  parameters: z.array(z.string()),
  /** the template's text filled in, as the member reads it */
  preview: z.string(),
  status: z.enum(WHATSAPP_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  /** the mail went instead */
  fell_back: z.boolean(),
  createdAt: isoTime(),
});
export type AdminWhatsApp = z.infer<typeof adminWhatsAppSchema>;

/** How /adminmail describes the WhatsApp channel: the Cloud API or the built-in sandbox. */
export const whatsappChannelSchema = z.object({ mode: z.enum(['cloud', 'sandbox']) });
