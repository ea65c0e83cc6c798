/** What the door capability shows the others: everything else in api/src/door is its own. */

export { paidInCash } from './sales/refunds.js';
export { seatTicketsOf } from './seat-tickets.js';
export { claimOf, type TicketSigner, ticketSignerOf } from './signing.js';
