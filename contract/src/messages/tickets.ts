import { localized } from '../i18n/localized.js';
import { ticketsEnglish } from './en/tickets.js';
import { tickets } from './id/tickets.js';

/** Ticket texts (Indonesian in id/, English in en/). */
export const ticketMessages = localized('tickets', tickets, ticketsEnglish);
