import { localized } from '../i18n/localized.js';
import { authEnglish } from './en/auth.js';
import { auth } from './id/auth.js';

/** User-visible texts: auth. Quoted texts of the spec are verbatim; Indonesian in id/, English in en/. */
export const authMessages = localized('auth', auth, authEnglish);
