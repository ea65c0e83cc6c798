/** What the payments capability shows the others: everything else in api/src/payments is its own. */
export { atGateway } from './at-gateway.js';
export { applyProviderWord, resumedCheckout } from './checkout-actions.js';
export type { NewTransaction, PaymentGateway } from './gateway.js';
export { GatewayError } from './gateway.js';
export {
  midtransTime,
  PAYOUT_REPORT_HEADERS,
  readMidtransTime,
  TRANSACTION_REPORT_HEADERS,
} from './midtrans-reports.js';
export type { AppliedBy } from './notifications.js';
export {
  afterApplied,
  applyNotification,
  applyNotificationIn,
  applyNotificationsIn,
  type Outcome,
} from './notifications.js';
export { newOrderId } from './order-id.js';
export { gatewayOf } from './provider.js';
export { definePaymentPurpose, type PaymentPurpose, type PaymentRow } from './purposes.js';
export { customerRefOf, recurringOf, SANDBOX_GOPAY_LINK } from './recurring-provider.js';
export { parseGross } from './signature.js';
export { startPayment } from './start.js';
