import type { English } from '@teater/contract';
import type { MailTexts } from './id.js';

/** "1 ticket", "2 tickets": English counts its nouns (Indonesian does not). */
const counted = (n: number | string, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;

/** What the mails say, in English (same keys as id.ts). */
export const mailsEnglish: English<MailTexts> = {
  hello: (name) => `Hello ${name},`,
  footer: (site) => `This email was sent by ${site}`,
  ticketOf: (seat, count) => `Ticket ${seat} of ${count}`,
  qrAlt: (code) => `QR code ${code}`,
  ticketLine: (seat, category, code) => `Ticket ${seat}${category ? ` (${category})` : ''}: ${code}`,
  announcementsNote:
    'You also chose to receive news of our shows and activities by email. You can stop at any time through the link at the bottom of this email or on your Account page.',
  keptPayments: (payments, years) =>
    `${payments} payment and order records are kept for ${years} years for our accounts, without your email address or phone number.`,
  keptTickets: (tickets) =>
    `${counted(tickets, 'ticket', 'tickets')} for shows still to come remain valid; your name stays on those tickets until the show has taken place.`,
  totalPaid: 'Total paid',
  wib: (when) => `${when} WIB`,
  welcome: {
    subject: 'Welcome',
    body: (site, plan) =>
      `Your account at ${site} is now active. You can buy tickets for our shows and subscribe to ${plan} ${site} for exclusive videos, photo albums and scripts.`,
    button: 'Log in to your account',
    text: (site, login) => `Your account at ${site} is now active. Log in: ${login}`,
  },
  passwordReset: {
    subject: 'Reset your password',
    body: 'We received a request to reset the password of your account. This link is valid for 1 hour and can be used only once.',
    button: 'Reset password',
    ignore: 'If you did not ask for this, ignore this email: your password has not changed.',
    text: (link) =>
      `Reset your password (valid for 1 hour, single use):\n${link}\n\nIf you did not ask for this, ignore this email.`,
  },
  receipt: {
    subject: 'Subscription receipt',
    body: (plan, site) => `Thank you! We have received your payment for the ${plan} ${site} subscription.`,
    order: 'Order number',
    amount: 'Amount',
    until: 'Active until',
    button: 'Open exclusive content',
    received: 'Your subscription payment has been received.',
    exclusive: 'Exclusive content',
  },
  ending: {
    subject: 'Your subscription ends soon',
    body: (plan, until) =>
      `Your ${plan} subscription ends on ${until}. Renew it to keep watching the exclusive videos and reading the exclusive scripts.`,
    button: 'Renew subscription',
    text: (until, link) => `Your subscription ends on ${until}. Renew: ${link}`,
  },
  ended: {
    subject: 'Your subscription has ended',
    body: (plan, until) =>
      `Your ${plan} subscription ended on ${until}. Thank you for supporting us; you can subscribe again at any time.`,
    button: 'Subscribe again',
    text: (until, link) => `Your subscription ended on ${until}. Subscribe again: ${link}`,
  },
  ticket: {
    subject: (show) => `E-ticket: ${show}`,
    body: 'Your ticket payment has been received. Show this QR code at the entrance.',
    heading: 'E-ticket',
    show: 'Show',
    at: 'Time',
    place: 'Venue',
    count: 'Number of tickets',
    onePerPerson: 'Each ticket has its own QR code: one code for one person at the entrance.',
    button: 'See ticket history',
    history: 'Ticket history',
  },
  enrolCode: {
    subject: 'Code to add a second factor',
    body: 'Enter this code on the Security page of your account to add your first second factor. The code is valid for 15 minutes.',
    heading: 'Code',
    advice:
      'If you did not ask for it, give this code to no one, then change your password and end the other sessions on the Security page of your account.',
  },
  factorLocked: {
    subject: 'Logins to your account are locked for a while',
    body: 'Wrong second-factor codes were entered for your account many times, so tries from that address are locked for a while.',
    ip: 'IP address',
    until: 'Locked until',
    advice:
      'You can still log in from your own device and address with the right code. If it was not you, someone knows your password: change it at once and end the other sessions on the Security page of your account.',
    button: 'Open account security',
    text: (link) => `If it was not you, change your password and end the other sessions: ${link}`,
  },
  newDevice: {
    subject: 'Login from a new device',
    body: 'Your account has just been used to log in from a device it had never been used on before.',
    heading: 'Login from a new device',
    at: 'Time',
    device: 'Device',
    ip: 'IP address',
    place: 'Location',
    advice:
      'If it was you, ignore this email. If not, change your password at once and end the other sessions on the Security page of your account.',
    button: 'Open account security',
    text: (link) => `If it was not you, change your password and end the other sessions: ${link}`,
  },
  expired: {
    subject: 'Ticket order expired',
    body: (count, show, order) =>
      `Your order for ${counted(count, 'ticket', 'tickets')} to ${show} (${order}) was not paid in time, so we have released the seats. You can order again while tickets are still available.`,
    button: 'Order again',
    text: (count, show, order, link) =>
      `Your order for ${counted(count, 'ticket', 'tickets')} to ${show} (${order}) expired because it was not paid. Order again: ${link}`,
  },
  cancelled: {
    subject: 'Ticket order cancelled',
    body: (count, show, order) =>
      `Your order for ${counted(count, 'ticket', 'tickets')} to ${show} (${order}) has been cancelled and the seats released. No payment was taken.`,
    button: 'See the shows',
    text: (count, show, order, link) =>
      `Your order for ${counted(count, 'ticket', 'tickets')} to ${show} (${order}) has been cancelled; no payment was taken. Shows: ${link}`,
  },
  offer: {
    subject: (show) => `Seats available: ${show}`,
    body: (count, category, show, at, until) =>
      `Good news! ${counted(count, `${category} seat`, `${category} seats`)} for ${show}${at} have come free from the waiting list. We are holding them for you until ${until}; after that, they are offered to the next person in the queue.`,
    button: 'Buy the seats',
    text: (count, category, show, until, link) =>
      `${counted(count, `${category} seat`, `${category} seats`)} for ${show} have come free from the waiting list, held for you until ${until}.\nBuy them at: ${link}`,
  },
  reminder: {
    subject: 'Complete your ticket payment',
    body: (count, show, order, amount, until) =>
      `Your order for ${counted(count, 'ticket', 'tickets')} to ${show} (${order}) of ${amount} is waiting for payment. We are holding the seats until ${until}; after that they are released.`,
    button: 'Pay now',
    text: (count, show, order, amount, until, link) =>
      `Your order for ${counted(count, 'ticket', 'tickets')} to ${show} (${order}) of ${amount} is waiting for payment until ${until}. Pay: ${link}`,
  },
  testPrefix: (subject) => `[Test] ${subject}`,
  refunded: {
    subject: 'Ticket order refunded',
    body: (count, show, order, amount) =>
      `We have refunded your order for ${counted(count, 'ticket', 'tickets')} to ${show} (${order}) of ${amount} to your payment method. Its ticket codes are no longer valid.`,
    button: 'See ticket history',
    text: (count, show, order, amount) =>
      `Your order for ${counted(count, 'ticket', 'tickets')} to ${show} (${order}) of ${amount} has been refunded. Its ticket codes are no longer valid.`,
    history: 'Ticket history',
  },
  seatMoved: {
    subject: 'Your seat has been moved',
    body: (show, from, to) =>
      `The box office moved your seat for ${show} from ${from} to ${to}. Your ticket code stays valid; show it at the door as usual.`,
    button: 'See ticket history',
    history: 'Ticket history',
  },
  deleted: {
    subject: 'Your account has been deleted',
    body: (site, at) =>
      `Your account at ${site} was deleted on ${at}. Your name, email address, profile photo, consents, login sessions and the emails we kept for you have been deleted.`,
    notYou: (contact) => `If you did not ask for this, contact ${contact} at once.`,
  },
  breach: {
    subject: 'Notice of a personal data incident',
    intro:
      'We are informing you of an incident involving your personal data (Indonesian Personal Data Protection Law, article 46).',
    what: 'What happened',
    exposed: 'Data exposed',
    when: 'When',
    range: (from, to) => `${from} to ${to}`,
    measures: 'What we have done and are doing',
    advice: 'What you should do',
    questions: 'Questions',
    contact: (contact) => `Contact ${contact}.`,
  },
  renewal: {
    upcomingSubject: 'Your subscription renews automatically',
    upcoming: (plan, amount, method, at) =>
      `Your ${plan} subscription renews automatically: ${amount} will be charged to ${method} on ${at}. You can stop it any time on your Account page.`,
    failedSubject: 'Automatic renewal failed',
    failed: (amount, method, next) =>
      `The charge of ${amount} to ${method} failed. We will try again on ${next}. You can also pay now by another method.`,
    payNow: 'Pay now',
    endedSubject: 'Automatic renewal ended',
    ended: (amount, method) =>
      `The charge of ${amount} to ${method} failed several times, so we have stopped the automatic renewal. You can subscribe again by any payment method.`,
    manage: 'Open your Account page',
    cardExpiringSubject: 'Your automatic renewal card expires soon',
    cardExpiring: (method, expires, at) =>
      `The card ${method} expires ${expires}, before the next charge on ${at}. Change the payment method on your Account page so your subscription goes on.`,
    changeMethod: 'Change method',
  },
};
