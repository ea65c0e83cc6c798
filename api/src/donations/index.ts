/** What the donations capability shows the others: everything else in api/src/donations is its own. */
import type { MailFiles } from '../audience/index.js';
import { type ReceiptFacts, receiptFileName, receiptPdf } from './receipt.js';

export { campaignExtras } from './campaigns.js';

/** A receipt mail's PDF, drawn from the facts its outbox row carries (the mail worker sends it). */
export const donationReceiptFiles: MailFiles = async (data, site) => {
  const facts = data as unknown as ReceiptFacts;
  return [
    { filename: receiptFileName(facts), content: await receiptPdf(site.name, facts), contentType: 'application/pdf' },
  ];
};
