import { localized } from '../i18n/localized.js';
import { vouchersEnglish } from './en/vouchers.js';
import { vouchers } from './id/vouchers.js';

/** Vouchers: the admin screen, the order form, every refusal of a code (Indonesian in id/, English in en/). */
export const voucherMessages = localized('vouchers', vouchers, vouchersEnglish);
