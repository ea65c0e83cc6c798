import { type SeatPlace, SUBSCRIPTION_PLAN } from '@teater/contract';
import type { DbOrTx } from '../../core/db/client.js';
import { enqueueMail, enqueueMails, type OutgoingMail } from '../../core/mail-outbox/outbox.js';
import { notifyWhatsApp, notifyWhatsAppAll, notifyWhatsAppNumber } from '../whatsapp/outbox.js';
import { recipientLocaleOf } from './recipient-locale.js';

/**
 * The mails that events cause, each queued in the event's own transaction (core/mail-outbox) and
 * keyed by the event, so a replayed event sends nothing twice. An account's own mails are
 * accounts/mails.ts.
 */

/**
 * A mail that also goes to the member's WhatsApp when they opted in (audience/whatsapp/outbox.ts): the mail
 * is the record and is always sent, so WhatsApp needs no fallback for it.
 */
export async function mailAndWhatsApp(
  tx: DbOrTx,
  mail: OutgoingMail & { kind: 'ticket-paid' | 'subscription-receipt' | 'waitlist-offer' | 'renewal-failed' },
  userId: number | null,
) {
  await enqueueMail(tx, mail);
  await notifyWhatsApp(tx, { key: mail.key, userId, kind: mail.kind, data: mail.data });
}

type ReceiptPayment = { order_id: string; gross_amount: number; id_user: number | null };
type ReceiptAccount = { name: string; email: string; subscription_time: Date };

/** A paid Sahabat month's receipt, keyed by its payment. */
const subscriptionReceipt = (payment: ReceiptPayment, user: ReceiptAccount) => ({
  key: `subscription-receipt:${payment.order_id}`,
  kind: 'subscription-receipt' as const,
  to: user.email,
  data: {
    name: user.name,
    order_id: payment.order_id,
    amount: payment.gross_amount,
    months: SUBSCRIPTION_PLAN.months,
    until: user.subscription_time.toISOString(),
  },
});

export const enqueueSubscriptionReceipt = (tx: DbOrTx, payment: ReceiptPayment, user: ReceiptAccount) =>
  mailAndWhatsApp(tx, subscriptionReceipt(payment, user), payment.id_user);

/** Many receipts in two statements (a renewal run's batch): the mails, and the WhatsApp of those who opted in. */
export async function enqueueSubscriptionReceipts(
  tx: DbOrTx,
  paid: { payment: ReceiptPayment; account: ReceiptAccount }[],
) {
  const receipts = paid.map(({ payment, account }) => ({
    ...subscriptionReceipt(payment, account),
    userId: payment.id_user,
  }));
  await enqueueMails(tx, receipts);
  await notifyWhatsAppAll(
    tx,
    'subscription-receipt',
    receipts.flatMap(({ key, userId, data }) => (userId === null ? [] : [{ key, userId, data }])),
  );
}

type ETicketOrder = {
  order_id: string;
  id_user: number | null;
  id_tiket: number;
  nama_user: string;
  jumlah_tiket: number;
  ticket_code: string;
  email: string;
  total_harga: number;
  voucher_code: string | null;
  discount: number;
};
type ETicketShow = {
  nama_pertujukan: string;
  tanggal_pertujukan: Date;
  tempat_pertujukan: string;
  /** the entertainment tax included in the price, in percent (issue 47) */
  pajak_hiburan?: number | null;
};
type ETicketSeat = { code: string; seat: number; category: string; place?: SeatPlace };

/** What an e-ticket says, by mail or WhatsApp. */
const eTicketData = (order: Omit<ETicketOrder, 'email' | 'id_user'>, show: ETicketShow, seats: ETicketSeat[]) => ({
  name: order.nama_user,
  order_id: order.order_id,
  count: order.jumlah_tiket,
  code: order.ticket_code,
  show: show.nama_pertujukan,
  // the QR payload is signed when the mail is sent (door/signing.ts): it names the show
  show_id: order.id_tiket,
  at: show.tanggal_pertujukan.toISOString(),
  place: show.tempat_pertujukan,
  tickets: seats.map(({ code, seat, category, place }) => ({
    code,
    seat,
    category,
    ...(place ? { place } : {}),
  })),
  total: order.total_harga,
  ...(show.pajak_hiburan ? { tax_rate: show.pajak_hiburan } : {}),
  ...(order.voucher_code ? { voucher: order.voucher_code, discount: order.discount } : {}),
});

export const enqueueETicket = (tx: DbOrTx, order: ETicketOrder, show: ETicketShow, seats: ETicketSeat[]) =>
  mailAndWhatsApp(
    tx,
    {
      key: `ticket-paid:${order.order_id}`,
      kind: 'ticket-paid',
      to: order.email,
      data: eTicketData(order, show, seats),
    },
    order.id_user,
  );

/** The e-ticket to a number a buyer gave at the door's till, by WhatsApp (one message per order). */
export const whatsAppETicketTo = (
  tx: DbOrTx,
  phone: string,
  order: Omit<ETicketOrder, 'email' | 'id_user'>,
  show: ETicketShow,
  seats: ETicketSeat[],
) =>
  notifyWhatsAppNumber(tx, {
    key: `ticket-paid:${order.order_id}`,
    phone,
    kind: 'ticket-paid',
    data: eTicketData(order, show, seats),
  });

/** A buyer moved to another seat by the box office hears where they now sit (once per move). */
export const enqueueSeatMoved = (
  tx: DbOrTx,
  move: { key: string; email: string; name: string; order_id: string; show: string; from: string; to: string },
) =>
  enqueueMail(tx, {
    key: `seat-moved:${move.key}`,
    kind: 'seat-moved',
    to: move.email,
    data: { name: move.name, order_id: move.order_id, show: move.show, from: move.from, to: move.to },
  });

/** A ticket order cancelled before payment, or refunded after: its buyer hears of it once. */
export const enqueueOrderEnded = (
  tx: DbOrTx,
  kind: 'order-cancelled' | 'order-refunded',
  order: { order_id: string; nama_user: string; jumlah_tiket: number; total_harga: number; email: string },
  show: { nama_pertujukan: string },
) =>
  enqueueMail(tx, {
    key: `${kind}:${order.order_id}`,
    kind,
    to: order.email,
    data: {
      name: order.nama_user,
      order_id: order.order_id,
      count: order.jumlah_tiket,
      amount: order.total_harga,
      show: show.nama_pertujukan,
    },
  });

/** An account's final mail: sent to the address it had, after which housekeeping removes it at once. */
export const enqueueAccountDeleted = (
  tx: DbOrTx,
  account: { id: number; name: string; email: string },
  facts: { at: Date; payments: number; tickets: number; years: number; contact: string },
) =>
  enqueueMail(tx, {
    key: `account-deleted:${account.id}`,
    kind: 'account-deleted',
    to: account.email,
    // its language fixed now: the account (and its preference) is gone when the mail is sent
    data: { name: account.name, ...facts, at: facts.at.toISOString(), locale: recipientLocaleOf(account) },
  });
