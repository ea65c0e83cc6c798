import { localized } from '../i18n/localized.js';
import { mediaEnglish } from './en/media.js';
import { media } from './id/media.js';

/** User-visible texts: media. Quoted texts of the spec are verbatim; Indonesian in id/, English in en/. */
export const mediaMessages = localized('media', media, mediaEnglish);
