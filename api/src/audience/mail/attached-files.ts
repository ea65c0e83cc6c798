import type { MailKind } from '@teater/contract';
import { donationReceiptAttachment } from '../../donations/index.js';
import type { MailSite } from './layout.js';
import type { Attachment } from './transport.js';

/** The files a mail carries beyond its inline pictures: a gift's receipt as a PDF, drawn from the mail's data. */
export async function attachedFilesOf(
  kind: MailKind,
  data: Record<string, unknown>,
  site: MailSite,
): Promise<Attachment[]> {
  if (kind !== 'donation-receipt') return [];
  return [await donationReceiptAttachment(site.name, data)];
}
