import { localized } from '../i18n/localized.js';
import { aboutEnglish } from './en/about.js';
import { about } from './id/about.js';

/** The about page's texts (Indonesian in id/, English in en/). */
export const aboutMessages = localized('about', about, aboutEnglish);
