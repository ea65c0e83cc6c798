import { localized } from '../i18n/localized.js';
import { authPagesEnglish } from './en/auth-pages.js';
import { authPages } from './id/auth-pages.js';

/** login, register and account pages (Indonesian in id/, English in en/). */
export const authPageMessages = localized('authPages', authPages, authPagesEnglish);
