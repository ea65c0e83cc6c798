import type { English } from '@teater/contract';
import type { NoticeTexts } from './id.js';

/** The privacy notice's texts, in English (same keys as id.ts). */
export const noticeEnglish: English<NoticeTexts> = {
  rights: (email) => [
    {
      title: 'To be informed and to get a copy of your data (articles 5, 7, 32)',
      how: 'On your Account page, under "My data": download all your data in one archive (JSON and CSV) right away.',
    },
    {
      title: 'To correct wrong data (article 6)',
      how: 'Change your name and email on your Account page. For other data, write to the address below.',
    },
    {
      title: 'To withdraw consent (article 9)',
      how: 'News by email: switch it off on your Account page, or click "Stop receiving news" at the bottom of any news email.',
    },
    {
      title: 'To delete your data and account (article 8)',
      how: 'On your Account page, under "Delete account". Financial records are kept as bookkeeping requires, without your email address and phone number.',
    },
    {
      title: 'To take your data with you (article 13)',
      how: 'The "My data" archive is machine-readable (JSON and CSV), to move to another service.',
    },
    {
      title: 'To object or complain (articles 10-12)',
      how: `Write to ${email}. We answer within 3 x 24 hours. You may also complain to the personal data protection authority.`,
    },
  ],
  terms: [
    'One account per person. Give your real name and email; keep your password safe.',
    'Exclusive content is for active subscribers only and may not be shared on.',
    'Prices and amounts to pay are set by the server; a ticket is valid for the show, date and seat printed on it.',
    'Paid tickets are refunded only when the show is cancelled or at our discretion.',
    'We may deactivate accounts that are misused. You can delete your account at any time.',
  ],
  midtrans: {
    name: 'Midtrans (PT Midtrans), payment gateway',
    what: 'The name, email, phone number on the order, and the amount paid.',
    why: 'Processing subscription and ticket payments.',
  },
  smtp: {
    name: (host) => `Email delivery provider (${host})`,
    what: 'Your email address and the content of the emails we send.',
    why: 'Delivering emails to you.',
  },
  storage: {
    name: (where) => `Object storage (${where})`,
    what: 'Profile photos and uploaded files.',
    why: "Storing the site's files.",
  },
  ownServer: {
    name: 'Our own server',
    what: 'All data is stored on a server we run; there is no third-party storage.',
    why: 'Running the site.',
  },
  breach:
    'If the protection of personal data fails, we inform you and the personal data protection authority within 3 x 24 hours of finding out: which data was affected, when and how, and what we are doing about it (article 46).',
  period: {
    account: 'As long as the account exists',
    show: 'Until the show has taken place',
    minutes: (n) => `${n} minutes`,
    hours: (n) => `${n} hours`,
    days: (n) => `${n} days`,
    years: (n) => `${n} years`,
  },
};
