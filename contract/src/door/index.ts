/**
 * What the door app needs of the contract, without the resource definitions behind the main
 * entry: the door's calls, the QR payload and the texts (`@teater/contract/door`).
 */
export { formatDate, formatDateTime, formatDateTimeWib, formatRupiah } from '../format.js';
export type { ListAnswer } from '../list.js';
export { checkinMessages } from '../messages/checkin.js';
export { doorSalesMessages } from '../messages/door-sales.js';
export { seatMessages } from '../orders.js';
export * from './lists.js';
export * from './payload.js';
export * from './sales.js';
export * from './schemas.js';
