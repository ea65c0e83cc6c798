import { z } from 'zod';
import { isoTime } from '../answers/common.js';

/**
 * Consent on record (UU PDP art. 20-22): every grant or withdrawal is a row with its time, never a
 * flag changed in place. `terms` and `privacy` are accepted at registration with the version of
 * the text the person saw; `announcements` (news of shows and activities by mail) is asked
 * separately, off until the person says yes, and can be withdrawn at any time; so is `whatsapp`
 * (a member's own notifications also sent to their WhatsApp number).
 */
export const CONSENT_KINDS = ['terms', 'privacy', 'announcements', 'whatsapp'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
export const CONSENT_KIND_LABELS: Record<ConsentKind, string> = {
  terms: 'Syarat penggunaan',
  privacy: 'Kebijakan privasi',
  announcements: 'Kabar pertunjukan dan kegiatan lewat email',
  whatsapp: 'Pemberitahuan lewat WhatsApp',
};

/** Consents a person may give and withdraw on their own (the others come with the account). */
export const WITHDRAWABLE_CONSENTS = ['announcements', 'whatsapp'] as const;
export type WithdrawableConsent = (typeof WITHDRAWABLE_CONSENTS)[number];

/** Where a change came from. */
export const CONSENT_SOURCES = ['registration', 'account', 'mail-link', 'staff'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  registration: 'Pendaftaran',
  account: 'Halaman akun',
  'mail-link': 'Tautan di email',
  staff: 'Petugas, atas permintaan Anda',
};

/** One change of one consent. */
export const consentRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONSENT_KINDS),
  granted: z.boolean(),
  /** the version of the text agreed to (terms, privacy) */
  version: z.string().nullable(),
  source: z.enum(CONSENT_SOURCES),
  createdAt: isoTime(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** GET /users/me/consents: where each consent stands now, and the latest changes (newest first). */
export const consentsSchema = z.object({
  announcements: z.boolean(),
  /** what was accepted last, and when */
  terms: consentRecordSchema.nullable(),
  privacy: consentRecordSchema.nullable(),
  history: z.array(consentRecordSchema),
});
export type Consents = z.infer<typeof consentsSchema>;

/** PUT /users/me/consents/announcements (and the staff's /users/:id/consents/announcements). */
export const consentChangeBody = z.object({ granted: z.boolean() });

/** The token of a withdraw link in a mail (`/berhenti-kabar?token=…`). */
export const withdrawTokenBody = z.object({ token: z.string().min(8).max(200) });
/** GET /consents/withdraw: the address the link is for (partly hidden) and whether it still receives news. */
export const withdrawLinkSchema = z.object({ email: z.string(), announcements: z.boolean() });

/** How many changes the account page shows; the member's data export has them all. */
export const CONSENT_HISTORY_SHOWN = 50;

/** DELETE /users/me: the member's password, and the word typed to show they mean it. */
export const DELETE_CONFIRM_WORD = 'HAPUS';
export const deleteOwnAccountBody = z.object({
  password: z.string().min(1, 'Masukkan password Anda'),
  confirm: z
    .string()
    .trim()
    .refine((v) => v.toUpperCase() === DELETE_CONFIRM_WORD, `Ketik ${DELETE_CONFIRM_WORD} untuk mengonfirmasi`),
});
