import { localized } from '../i18n/localized.js';
import { adminEnglish } from './en/admin.js';
import { admin } from './id/admin.js';

/** User-visible texts: admin. Quoted texts of the spec are verbatim; Indonesian in id/, English in en/. */
export const adminMessages = localized('admin', admin, adminEnglish);
