import type { English } from '../../i18n/localized.js';
import type { PersonalKindTexts } from '../id/personal-kinds.js';

export const personalKindsEnglish: English<PersonalKindTexts> = {
  identity: {
    label: 'Identity',
    what: "The account's name and profile photo; the buyer's name on orders and tickets.",
    why: 'To recognise your account and match tickets at the entrance.',
    basis: 'Performance of a contract (account, subscription, tickets).',
  },
  contact: {
    label: 'Contact',
    what: 'The email address of the account and of payments; the phone number on ticket orders.',
    why: 'Logging in, receipts, e-tickets, notices about orders and the account.',
    basis: 'Performance of a contract.',
  },
  credentials: {
    label: 'Credentials',
    what: 'Password (argon2id hash only), session tokens and password reset links (hash only).',
    why: 'Making sure only you can use your account.',
    basis: 'Performance of a contract and the duty of security (UU PDP article 35).',
  },
  transactions: {
    label: 'Transactions',
    what: 'Subscriptions, payments, ticket orders, tickets and check-in times.',
    why: 'Selling subscriptions and tickets, refunds, and bookkeeping.',
    basis: 'Performance of a contract and a legal obligation (bookkeeping).',
  },
  paymentMethods: {
    label: 'Saved payment methods',
    what: 'A card token kept by Midtrans (the masked card number and its expiry) or a linked GoPay account, for automatic renewal.',
    why: 'To charge the next month without you paying again; disabled at Midtrans when you stop it or delete your account.',
    basis: 'Your consent when you choose automatic renewal.',
  },
  consent: {
    label: 'Consent',
    what: 'What you agreed to or withdrew, the version of the text and when.',
    why: 'Proof of your consent.',
    basis: 'A legal obligation (UU PDP article 22).',
  },
  correspondence: {
    label: 'Email',
    what: 'The emails we send you: recipient and content.',
    why: 'Sending them, sending again when sending fails, and answering your questions about them.',
    basis: 'Performance of a contract; news of shows only with your consent.',
  },
  network: {
    label: 'Network and activity',
    what: "IP addresses and login times, changes to your account, staff's actions on your data.",
    why: 'Account security, preventing abuse, investigating incidents.',
    basis: 'Legitimate interests and the duty of security (UU PDP articles 35 and 39).',
  },
};
