import { localized } from '../i18n/localized.js';
import { paymentEnglish } from './en/payment.js';
import { payment } from './id/payment.js';

/** Payment texts (Indonesian in id/, English in en/). */
export const paymentMessages = localized('payment', payment, paymentEnglish);
