import { localized } from '../i18n/localized.js';
import { privacyEnglish } from './en/privacy.js';
import { privacy } from './id/privacy.js';

/** Personal data texts (consent, the member's data, deletion, the privacy notice, breaches) (Indonesian in id/, English in en/). */
export const privacyMessages = localized('privacy', privacy, privacyEnglish);
