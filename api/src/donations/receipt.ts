import { companyContact, formatDateTime, formatRupiah, donationMessages as m, slugify } from '@teater/contract';
import { newPdf, pdfBytes } from '../core/pdf.js';

/** What a receipt states: the mail's data carries it, so the PDF is drawn when the mail is sent. */
export interface ReceiptFacts {
  receipt_number: string;
  name: string;
  amount: number;
  campaign: string;
  paid_at: string;
  order_id: string;
}

/**
 * A gift's receipt number: the year it was paid (WIB) and the gift's own number, so numbers never
 * repeat and a donor can quote one: `DON-2026-000042`.
 */
export function receiptNumberOf(gift: { id: number; paidAt: Date | null; createdAt: Date }) {
  const at = gift.paidAt ?? gift.createdAt;
  const year = new Date(at.getTime() + 7 * 3_600_000).getUTCFullYear();
  return `DON-${year}-${String(gift.id).padStart(6, '0')}`;
}

const PAGE = { size: 'A5', margin: 36 } as const;

/**
 * The thank-you receipt as a PDF (A5, one page): number, amount, date, campaign, donor, the
 * company's name and address, and the sentence saying it is no tax document (donations to the arts
 * are not tax-deductible in Indonesia).
 */
export async function receiptPdf(siteName: string, facts: ReceiptFacts): Promise<Buffer> {
  const doc = await newPdf({
    ...PAGE,
    info: { Title: `${m.receiptTitle} ${facts.receipt_number}`, Author: siteName, Keywords: facts.receipt_number },
  });
  const contact = companyContact(slugify(siteName));
  const width = doc.page.width - PAGE.margin * 2;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#7f1d1d').text(siteName.toUpperCase(), { width });
  doc.font('Helvetica').fontSize(8.5).fillColor('#44403c');
  for (const line of [...contact.address, contact.email]) doc.text(line, { width });
  doc.moveDown(1).font('Helvetica-Bold').fontSize(16).fillColor('#1c1917').text(m.receiptTitle, { width });
  doc.moveDown(0.6).font('Helvetica').fontSize(10.5);
  const rows: [string, string][] = [
    [m.receiptNumber, facts.receipt_number],
    [m.receiptDate, `${formatDateTime(facts.paid_at)} WIB`],
    [m.receiptDonor, facts.name],
    [m.campaign, facts.campaign],
    [m.amount, formatRupiah(facts.amount)],
    ['Order ID', facts.order_id],
  ];
  for (const [label, value] of rows) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true, width }).font('Helvetica').text(value);
  }
  doc.moveDown(1).font('Helvetica-Bold').fontSize(12).text(m.thanks, { width });
  doc.moveDown(0.8).font('Helvetica-Oblique').fontSize(8.5).fillColor('#57534e').text(m.receiptNote, { width });
  return pdfBytes(doc);
}

/** A receipt's file name in the mail. */
export const receiptFileName = (facts: Pick<ReceiptFacts, 'receipt_number'>) => `${facts.receipt_number}.pdf`;
