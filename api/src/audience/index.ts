/** What the audience capability shows the others: everything else in api/src/audience is its own. */

export { enqueueMail } from '../core/mail-outbox/outbox.js';
export { defineMailFiles, type MailFiles } from './mail/attached-files.js';
export {
  enqueueAccountDeleted,
  enqueueETicket,
  enqueueOrderEnded,
  enqueueSeatMoved,
  enqueueSubscriptionReceipt,
  enqueueSubscriptionReceipts,
  mailAndWhatsApp,
  whatsAppETicketTo,
} from './mail/events.js';
export { recipientLocaleOf } from './mail/recipient-locale.js';
export { notifyWhatsAppAll } from './whatsapp/outbox.js';
export { SANDBOX_BUSINESS } from './whatsapp/sandbox.js';
export { signatureOf, statusPayload } from './whatsapp/webhook.js';
