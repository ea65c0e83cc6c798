import { localized } from '../i18n/localized.js';
import { personalKindsEnglish } from '../messages/en/personal-kinds.js';
import { personalKinds } from '../messages/id/personal-kinds.js';

/**
 * The kinds of personal data the site holds: what each is, why it is held and on what ground (UU
 * PDP art. 20). Every personal column is declared as one of them (api/src/privacy/personal-data.ts);
 * the privacy notice lists them, and a breach record names the kinds that were exposed.
 */
export const PERSONAL_KINDS = localized('personal-kinds', personalKinds, personalKindsEnglish);
export type PersonalKind = keyof typeof PERSONAL_KINDS;
export const PERSONAL_KIND_NAMES = Object.keys(PERSONAL_KINDS) as [PersonalKind, ...PersonalKind[]];
