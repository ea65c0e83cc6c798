import { localized } from '../i18n/localized.js';
import { seatingEnglish } from './en/seating.js';
import { seating } from './id/seating.js';

/** Reserved seating: plans, a show's seat map, seat orders and admins' holds (Indonesian in id/, English in en/). */
export const seatingMessages = localized('seating', seating, seatingEnglish);
