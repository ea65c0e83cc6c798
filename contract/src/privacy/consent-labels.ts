import { localized } from '../i18n/localized.js';
import { consentKindEnglish, consentSourceEnglish } from '../messages/en/labels.js';
import { consentKindLabels, consentSourceLabels } from '../messages/id/labels.js';

/**
 * Consent on record (UU PDP art. 20-22): every grant or withdrawal is a row with its time, never a
 * flag changed in place. `terms` and `privacy` are accepted at registration with the version of
 * the text the person saw; `announcements` (news of shows and activities by mail) is asked
 * separately, off until the person says yes, and can be withdrawn at any time; so is `whatsapp`
 * (a member's own notifications also sent to their WhatsApp number).
 */
export const CONSENT_KINDS = ['terms', 'privacy', 'announcements', 'whatsapp'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
export const CONSENT_KIND_LABELS: Record<ConsentKind, string> = localized(
  'labels.consent-kind',
  consentKindLabels,
  consentKindEnglish,
);

/** Consents a person may give and withdraw on their own (the others come with the account). */
export const WITHDRAWABLE_CONSENTS = ['announcements', 'whatsapp'] as const;
export type WithdrawableConsent = (typeof WITHDRAWABLE_CONSENTS)[number];

/** Where a change came from. */
export const CONSENT_SOURCES = ['registration', 'account', 'mail-link', 'staff'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = localized(
  'labels.consent-source',
  consentSourceLabels,
  consentSourceEnglish,
);

/** The word that confirms deleting one's own account. */
export const DELETE_CONFIRM_WORD = 'HAPUS';
