import { localized } from '../i18n/localized.js';
import { seoEnglish } from './en/seo.js';
import { seo } from './id/seo.js';

/**
 * Page titles and descriptions the server writes into the HTML (link previews, search). A
 * resource's page titles are in its definition (`pages`).
 */
export const seoMessages = localized('seo', seo, seoEnglish);
