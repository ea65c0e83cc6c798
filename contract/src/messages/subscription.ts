import { localized } from '../i18n/localized.js';
import { subscriptionEnglish } from './en/subscription.js';
import { subscription } from './id/subscription.js';

/** Subscription texts (Indonesian in id/, English in en/). */
export const subscriptionMessages = localized('subscription', subscription, subscriptionEnglish);
