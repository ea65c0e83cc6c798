import { localized } from '../i18n/localized.js';
import { securityEnglish } from './en/security.js';
import { security } from './id/security.js';

/** Second factors, sessions and the security page (Indonesian in id/, English in en/). */
export const securityMessages = localized('security', security, securityEnglish);
