import { localized } from '../i18n/localized.js';
import { categoriesEnglish } from './en/ticket-categories.js';
import { categories } from './id/ticket-categories.js';

/** A show's ticket categories: the admin's rows, the order form, the API's refusals (Indonesian in id/, English in en/). */
export const categoryMessages = localized('ticket-categories', categories, categoriesEnglish);
