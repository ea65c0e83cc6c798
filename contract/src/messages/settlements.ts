import { localized } from '../i18n/localized.js';
import { settlementsEnglish } from './en/settlements.js';
import { settlements } from './id/settlements.js';

/** Settlements: Midtrans' reports imported and matched (Indonesian in id/, English in en/). */
export const settlementMessages = localized('settlements', settlements, settlementsEnglish);
