import { localized } from '../i18n/localized.js';
import { landingEnglish } from './en/landing.js';
import { landing } from './id/landing.js';

/** User-visible texts: landing. Quoted texts of the spec are verbatim; Indonesian in id/, English in en/. */
export const landingMessages = localized('landing', landing, landingEnglish);
