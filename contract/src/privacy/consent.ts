import { z } from 'zod';
import { isoTime } from '../answers/common.js';
import { said } from '../i18n/said.js';
import { privacyMessages } from '../messages/privacy.js';

import { CONSENT_KINDS, CONSENT_SOURCES, DELETE_CONFIRM_WORD } from './consent-labels.js';

// The kinds, sources and their labels sit in a module without Zod, for the pages' islands.
export * from './consent-labels.js';

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
export const deleteOwnAccountBody = z.object({
  password: z.string().min(
    1,
    said(() => privacyMessages.deletePasswordRequired),
  ),
  confirm: z
    .string()
    .trim()
    .refine(
      // exactly the word, capitals and all: typing it as shown is the deliberate act (issue 48)
      (v) => v === DELETE_CONFIRM_WORD,
      said(() => privacyMessages.deleteConfirmWord(DELETE_CONFIRM_WORD)),
    ),
});
