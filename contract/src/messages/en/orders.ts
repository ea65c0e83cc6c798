import type { English } from '../../i18n/localized.js';
import type { OrderTexts, SeatTexts } from '../id/orders.js';

export const orderEnglish: English<OrderTexts> = {
  payNow: 'Pay now',
  cancel: 'Cancel',
  refund: 'Refund',
  cancelConfirm: 'Cancel this order? Its seats will be released for other buyers.',
  refundConfirm: (orderId) =>
    `Refund order ${orderId}? Its tickets will no longer be valid and its seats go back on sale.`,
  cancelled: 'Order cancelled. Its seats have been released.',
  refunded: 'Order refunded. Its tickets are no longer valid.',
  notPending: 'This order is no longer awaiting payment.',
  holdEnded: 'The time to pay for this order has run out. Please order again.',
  notRefundable: 'Only paid orders can be refunded.',
  notPaid: 'E-tickets are available once the order is paid.',
  notFound: 'Order not found.',
  payBefore: (time) => `Pay before ${time} WIB`,
  holdLeft: (time) => `Seats held for ${time} more`,
  extendHold: 'More time',
  holdExtended: 'The hold on your seats was extended.',
  holdExtendedAlready: "This order's hold has been extended already.",
};

export const seatEnglish: English<SeatTexts> = {
  present: (present, sold) => `${present} / ${sold} present`,
  admittedOfOrder: (admitted, count) => `${admitted} of this order's ${count} tickets already admitted`,
  seatOf: (seat, count) => `Ticket ${seat} of ${count}`,
  placeOf: (place) => `${place.section}, row ${place.row}, seat ${place.number}`,
  attendeesTitle: 'Attendance List',
  attendeesEmpty: 'No tickets sold for this show yet.',
  print: 'Print',
  downloadPdf: 'Download PDF',
  enlarge: 'Enlarge QR code',
  close: 'Close',
  checkedIn: 'Admitted',
  notYet: 'Not admitted yet',
};
