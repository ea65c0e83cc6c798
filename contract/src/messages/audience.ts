import { localized } from '../i18n/localized.js';
import { audienceEnglish } from './en/audience.js';
import { audience } from './id/audience.js';

/** User-visible texts: announcements to members, and WhatsApp as a second channel; Indonesian in id/, English in en/. */
export const audienceMessages = localized('audience', audience, audienceEnglish);
