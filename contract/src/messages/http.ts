import { localized } from '../i18n/localized.js';
import { httpEnglish } from './en/http.js';
import { http } from './id/http.js';

/** User-visible texts: http. Quoted texts of the spec are verbatim; Indonesian in id/, English in en/. */
export const httpMessages = localized('http', http, httpEnglish);
