import { localized } from '../i18n/localized.js';
import { renewalEnglish } from './en/renewal.js';
import { renewal } from './id/renewal.js';

/** Automatic renewal texts (Indonesian in id/, English in en/). */
export const renewalMessages = localized('renewal', renewal, renewalEnglish);
