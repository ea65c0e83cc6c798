import type { MailKind, SeatPlace } from '@teater/contract';
import QRCode from 'qrcode';
import { claimOf, type TicketSigner } from '../../core/keys/ticket-signing.js';
import { qrContentId, ticketsOfMail } from './templates/index.js';
import type { Attachment } from './transport.js';

/**
 * What a seat's QR carries: the signed payload the door verifies offline (decision 025); the bare
 * code for a mail queued before tickets were signed.
 */
function qrTextOf(data: Record<string, unknown>, ticket: { code: string; seat: number }, signer?: TicketSigner) {
  const { show_id: showId, at, count } = data as { show_id?: unknown; at?: unknown; count?: unknown };
  if (!signer || typeof showId !== 'number' || typeof at !== 'string' || typeof count !== 'number') return ticket.code;
  return signer.payloadOf(claimOf({ ...ticket, id_tiket: showId }, count, new Date(at), placeOf(data, ticket.code)));
}

/** A seated ticket's place, as the mail's data names it beside its code. */
function placeOf(data: Record<string, unknown>, code: string): SeatPlace | undefined {
  if (!Array.isArray(data.tickets)) return undefined;
  const ticket = (data.tickets as { code?: unknown; place?: SeatPlace }[]).find((t) => t.code === code);
  return ticket?.place;
}

/** The pictures a mail shows inline: an e-ticket's QR code per seat, each under its content id. */
export async function inlinePicturesOf(
  kind: MailKind,
  data: Record<string, unknown>,
  signer?: TicketSigner,
): Promise<Attachment[]> {
  if (kind !== 'ticket-paid') return [];
  return Promise.all(
    ticketsOfMail(data).map(async ({ code, seat }) => ({
      filename: `tiket-${seat}.png`,
      cid: qrContentId(seat),
      content: await QRCode.toBuffer(qrTextOf(data, { code, seat }, signer), {
        type: 'png',
        width: 480,
        margin: 2,
        errorCorrectionLevel: 'M',
      }),
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
