import { localized } from '../i18n/localized.js';
import { donationsEnglish } from './en/donations.js';
import { donations } from './id/donations.js';

/** Donations: campaigns, giving, the wall, the receipt (Indonesian in id/, English in en/). */
export const donationMessages = localized('donations', donations, donationsEnglish);
