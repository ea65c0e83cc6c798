import type { MailFiles } from '../audience/index.js';
import type { Tx } from '../core/db/client.js';
import { enqueueMail } from '../core/mail-outbox/outbox.js';
import { type ReceiptFacts, receiptFileName, receiptNumberOf, receiptPdf } from './receipt.js';
import type { donations } from './schema.js';
import { STOP_PAGE, stopTokenOf } from './stop-link.js';

type Gift = typeof donations.$inferSelect;

/**
 * The thank-you mail of a paid gift, with its receipt's facts (drawn as a PDF when it is sent), in
 * the transaction that settled it: one mail per gift, whatever the provider repeats.
 */
export async function enqueueDonationReceipt(tx: Tx, gift: Gift, campaign: string) {
  if (!gift.donor_email) return;
  const facts: ReceiptFacts = {
    receipt_number: receiptNumberOf(gift),
    name: gift.donor_name ?? '',
    amount: gift.amount,
    campaign,
    paid_at: (gift.paidAt ?? new Date()).toISOString(),
    order_id: gift.order_id,
  };
  // every receipt of a monthly gift carries its stop link (the template adds the site's address)
  const stop = gift.plan_id === null ? {} : { stop_path: `${STOP_PAGE}?token=${await stopTokenOf(tx, gift.plan_id)}` };
  await enqueueMail(tx, {
    key: `donation-receipt:${gift.order_id}`,
    kind: 'donation-receipt',
    to: gift.donor_email,
    data: { ...facts, ...stop },
  });
}

/** A receipt mail's PDF, drawn from the facts its outbox row carries (the mail worker sends it). */
export const donationReceiptFiles: MailFiles = async (data, site) => {
  const facts = data as unknown as ReceiptFacts;
  return [
    { filename: receiptFileName(facts), content: await receiptPdf(site.name, facts), contentType: 'application/pdf' },
  ];
};
