/** What the box-office capability shows the others: everything else in api/src/box-office is its own. */
export { orderEnded } from './ended-orders.js';
export { newOrderId } from './order-id.js';
export { cancelHoldsOf } from './seat-holds.js';
export { endTicketOrder, settleTicketOrder } from './ticket-settlement.js';
