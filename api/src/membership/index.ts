/** What the membership capability shows the others: everything else in api/src/membership is its own. */
export { extendSubscription, isCheckoutOpen, revokeSubscription } from './subscription.js';
