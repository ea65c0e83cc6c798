import { localized } from '../i18n/localized.js';
import { checkinEnglish, doorPassEnglish } from './en/checkin.js';
import { checkin, doorPass } from './id/checkin.js';

/** User-visible texts: the door (/checkin) and its passes. Quoted texts of the spec are verbatim; Indonesian in id/, English in en/. */
export const checkinMessages = localized('checkin', checkin, checkinEnglish);

/** The admins' door passes (/managedoor); Indonesian in id/, English in en/. */
export const doorPassMessages = localized('doorPass', doorPass, doorPassEnglish);
