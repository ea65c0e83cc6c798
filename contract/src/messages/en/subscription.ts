import type { English } from '../../i18n/localized.js';
import type { SubscriptionTexts } from '../id/subscription.js';

export const subscriptionEnglish: English<SubscriptionTexts> = {
  active: (date) => `Subscription active until ${date}`,
  inactive: 'Subscription not active',
  alreadySubscribed: 'Already Subscribed',
  ended: 'Your subscription has ended.',
  none: 'Not subscribed yet',
  plan: (site) => `Sahabat ${site}`,
  perMonth: 'per month',
  subscribe: 'Subscribe',
  title: 'Subscription',
  intro: 'Support us and enjoy exclusive content every month.',
  features: [
    'Access to every exclusive performance video',
    'Exclusive backstage photo albums',
    'Theatre scripts and books to read and download',
    'Keeping theatre alive in Lampung',
  ],
  remaining: 'Time left',
  days: 'days',
  hours: 'hours',
  minutes: 'minutes',
  seconds: 'seconds',
};
