import { localized } from '../i18n/localized.js';
import { contentEnglish } from './en/content.js';
import { content } from './id/content.js';

/** Texts the content pages share: articles, descriptions, the lightbox and carousels; Indonesian in id/, English in en/. */
export const contentMessages = localized('content', content, contentEnglish);
