import type { MailKind } from '@teater/contract';
import QRCode from 'qrcode';
import { qrContentId, ticketsOfMail } from './templates/index.js';
import type { Attachment } from './transport.js';

/** The pictures a mail shows inline: an e-ticket's QR code per seat, each under its content id. */
export async function inlinePicturesOf(kind: MailKind, data: Record<string, unknown>): Promise<Attachment[]> {
  if (kind !== 'ticket-paid') return [];
  return Promise.all(
    ticketsOfMail(data).map(async ({ code, seat }) => ({
      filename: `tiket-${seat}.png`,
      cid: qrContentId(seat),
      content: await QRCode.toBuffer(code, { type: 'png', width: 480, margin: 2, errorCorrectionLevel: 'M' }),
      contentType: 'image/png',
    })),
  );
}

/**
 * The mail's HTML with each `cid:` picture written out as a data: URL, as a mail client shows it:
 * a browser cannot resolve `cid:` (the admin's preview of a mail showed broken QR codes).
 */
export function withPicturesInline(html: string, pictures: Attachment[]): string {
  const byId = new Map(pictures.map((p) => [p.cid, `data:${p.contentType};base64,${p.content.toString('base64')}`]));
  return html.replace(/src="cid:([^"]+)"/g, (whole, cid: string) => {
    const url = byId.get(cid);
    return url ? `src="${url}"` : whole;
  });
}
