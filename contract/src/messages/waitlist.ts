import { localized } from '../i18n/localized.js';
import { waitlistEnglish } from './en/waitlist.js';
import { waitlist } from './id/waitlist.js';

/** The waiting list of a sold-out category: joining, the offer, the admin's list (Indonesian in id/, English in en/). */
export const waitlistMessages = localized('waitlist', waitlist, waitlistEnglish);
