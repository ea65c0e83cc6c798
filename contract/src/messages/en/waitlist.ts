import { MAX_WAITLIST_QUANTITY } from '../../constants.js';
import type { English } from '../../i18n/localized.js';
import type { WaitlistTexts } from '../id/waitlist.js';

export const waitlistEnglish: English<WaitlistTexts> = {
  title: 'Waiting List',
  mine: 'My Waiting List',
  join: 'Join the Waiting List',
  joinFor: (category) => `Join the waiting list for ${category}`,
  joinHint:
    'Seats that come back (orders cancelled, expired or refunded) are offered in the order of the list, by email.',
  quantity: 'Number of Seats',
  quantityRange: `Number of seats 1 to ${MAX_WAITLIST_QUANTITY}`,
  joined: (position) =>
    `You are on the waiting list, number ${position}. We will email you as soon as seats are available.`,
  offeredAtOnce: 'Seats are available: an offer has been sent to your email.',
  left: 'You have left the waiting list',
  leave: 'Leave the waiting list',
  decline: 'Decline the offer',
  leaveConfirm: 'Leave the waiting list? You will lose your place.',
  declineConfirm: 'Decline this offer? The seats will be offered to the next in line.',
  alreadyIn: "You are already on this category's waiting list",
  seatsAvailable: 'Seats in this category are still available: please order directly',
  notSelling: 'The waiting list is only for shows on sale',
  notFound: 'Waiting list not found',
  notYours: 'This offer is for another account. Log in with the account that received the offer email.',
  notWaiting: 'This place in line is no longer waiting',
  offerGone: 'This offer is no longer valid',
  offerExpired: 'The offer has run out: the seats are offered to the next in line',
  offerTitle: 'Seat Offer',
  offerHolds: (count, category, until) =>
    `${count} ${category} ${count === 1 ? 'seat is' : 'seats are'} held for you until ${until} WIB.`,
  offerBuy: 'Complete your purchase below before the time runs out.',
  offerBought: 'You have already ordered the seats of this offer.',
  toHistory: 'See purchase history',
  position: (n) => `Number ${n} in line`,
  offeredUntil: (until) => `Offered until ${until} WIB`,
  openOffer: 'Open the offer',
  empty: 'No one is on the waiting list yet.',
  mineEmpty: 'You are not waiting for any seats.',
  manageTitle: 'Ticket Waiting List',
  updated: 'Waiting list updated',
  removed: 'Removed from the waiting list',
  remove: 'Remove',
  removeConfirm: (name) =>
    `Remove ${name} from the waiting list? If they have an offer, the seats are offered to the next in line.`,
  editQuantity: (name) => `Edit number of seats for ${name}`,
  offeredNotEditable: 'The number of seats of a place with an open offer cannot be changed',
  status: {
    waiting: 'Waiting',
    offered: 'Offered',
    claimed: 'Ordered',
    lapsed: 'Offer lapsed',
    left: 'Left',
    removed: 'Removed by admin',
  },
};
