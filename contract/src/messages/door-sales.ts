import { localized } from '../i18n/localized.js';
import { doorSalesEnglish } from './en/door-sales.js';
import { doorSales } from './id/door-sales.js';

/** User-visible texts: selling at the door; Indonesian in id/, English in en/. */
export const doorSalesMessages = localized('doorSales', doorSales, doorSalesEnglish);
