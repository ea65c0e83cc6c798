import { localized } from '../i18n/localized.js';
import { uiEnglish } from './en/ui.js';
import { ui } from './id/ui.js';

/** Texts every area shows: loading, not found, errors (Indonesian in id/, English in en/). */
export const uiMessages = localized('ui', ui, uiEnglish);
