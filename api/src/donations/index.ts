/** What the donations capability shows the others: everything else in api/src/donations is its own. */
import { type ReceiptFacts, receiptFileName, receiptPdf } from './receipt.js';

export { campaignExtras } from './campaigns.js';
export { endDonation, settleDonation } from './settle.js';

/** A receipt mail's PDF, drawn from the facts its outbox row carries (audience/mail sends it). */
export async function donationReceiptAttachment(siteName: string, data: Record<string, unknown>) {
  const facts = data as unknown as ReceiptFacts;
  return {
    filename: receiptFileName(facts),
    content: await receiptPdf(siteName, facts),
    contentType: 'application/pdf',
  };
}
