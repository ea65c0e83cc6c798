/** What the box-office capability shows the others: everything else in api/src/box-office is its own. */
export { orderEnded } from './ended-orders.js';
export { newOrderId, newTicketCode } from './order-id.js';
export { cancelHoldsOf } from './seat-holds.js';
export { placesOfTickets, withPlace } from './seating/seat-places.js';
export { loadPdfkit } from './ticket-pdf.js';
export {
  endTicketOrder,
  keepEndedSeats,
  type SeatKeeper,
  settleTicketOrder,
  voidTicketOrder,
} from './ticket-settlement.js';
export { SHOWS } from './ticket-sweeps.js';
export { offerFreeSeats } from './waitlist/offers.js';
