/** What the audience capability shows the others: everything else in api/src/audience is its own. */
export {
  enqueueAccountDeleted,
  enqueueETicket,
  enqueueFactorEnrolCode,
  enqueueFactorLocked,
  enqueueNewDeviceLogin,
  enqueueOrderEnded,
  enqueuePasswordReset,
  enqueueSeatMoved,
  enqueueSubscriptionReceipt,
  enqueueWelcome,
  mailAndWhatsApp,
} from './mail/events.js';
export { enqueueMail } from './mail/outbox.js';
export { recipientLocaleOf } from './mail/recipient-locale.js';
export { SANDBOX_BUSINESS } from './whatsapp/sandbox.js';
export { signatureOf, statusPayload } from './whatsapp/webhook.js';
