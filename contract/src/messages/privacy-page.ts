import { localized } from '../i18n/localized.js';
import { privacyPageEnglish } from './en/privacy-page.js';
import { privacyPage } from './id/privacy-page.js';

/** The privacy notice page's headings (Indonesian in id/, English in en/). */
export const privacyPageMessages = localized('privacy-page', privacyPage, privacyPageEnglish);
