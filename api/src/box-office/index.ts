/** What the box-office capability shows the others: everything else in api/src/box-office is its own. */
export { orderEnded } from './ended-orders.js';
export { cancelHoldsOf } from './seat-holds.js';
export { attendanceOf, seatTicketsOf } from './seat-tickets.js';
export { placesOfTickets, withPlace } from './seating/seat-places.js';
export { newTicketCode } from './ticket-code.js';
export {
  endTicketOrder,
  keepEndedSeats,
  type SeatKeeper,
  settleTicketOrder,
  voidTicketOrder,
} from './ticket-settlement.js';
export { SHOWS } from './ticket-sweeps.js';
export { offerFreeSeats } from './waitlist/offers.js';
