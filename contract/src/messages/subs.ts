import { localized } from '../i18n/localized.js';
import { subsEnglish } from './en/subs.js';
import { subs } from './id/subs.js';

/** The subscriber area (/subs) and its admin screens (Indonesian in id/, English in en/). */
export const subsMessages = localized('subs', subs, subsEnglish);
