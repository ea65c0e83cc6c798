/** What the membership capability shows the others: everything else in api/src/membership is its own. */

export { erasePlansOf, forgetPlansOf } from './renewals/erasure.js';
export { runRenewals } from './renewals/run.js';
export { extendSubscription, isCheckoutOpen, revokeSubscription } from './subscription.js';
