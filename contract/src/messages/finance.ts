import { localized } from '../i18n/localized.js';
import { financeEnglish } from './en/finance.js';
import { finance } from './id/finance.js';

/** The money reports and the books' exports (Indonesian in id/, English in en/). */
export const financeMessages = localized('finance', finance, financeEnglish);
