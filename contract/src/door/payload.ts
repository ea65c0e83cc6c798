/**
 * The signed QR payload of a ticket (decision 025). The printed and typed code stays short
 * (`TKT-XXXX-XXXX-XXXX`); the QR carries that code with its show, seat and show time, signed by
 * the server with Ed25519, so a door device holding only the public key can admit a ticket sold
 * after it downloaded the show's list:
 *
 *   T1.<code>.<show id>.<seat>.<seats of the order>.<show start, unix seconds>.<signature>
 *
 * The signature (64 bytes, base64url) covers everything before its dot. Both sides use these
 * functions: the server to build what it signs, the device to read what it verifies.
 */
export const PAYLOAD_VERSION = 'T1';

export interface TicketClaim {
  code: string;
  showId: number;
  seat: number;
  of: number;
  /** the show's start, unix seconds */
  startsAt: number;
}

export interface SignedTicket extends TicketClaim {
  /** the signed text: everything before the signature */
  body: string;
  signature: string;
}

const SHORT_CODE = /^TKT-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/;
const NUMBER = /^\d{1,12}$/;

/** What a door scanner or a typist gives us, in the stored form (`tkt-abcd…` → `TKT-ABCD…`). */
export const normalizeTicketCode = (raw: string) => raw.trim().toUpperCase().replace(/\s+/g, '');

/** Whether a normalized text has the form of a short ticket code. */
export const isShortCode = (code: string) => SHORT_CODE.test(code);

/** The text the server signs for one ticket. */
export const claimBody = (claim: TicketClaim) =>
  [PAYLOAD_VERSION, claim.code, claim.showId, claim.seat, claim.of, claim.startsAt].join('.');

/** The QR's text: the claim and its signature. */
export const signedPayload = (claim: TicketClaim, signature: string) => `${claimBody(claim)}.${signature}`;

/** A scanned text read as a signed payload (signature not yet checked), or null when it is none. */
export function parseSignedTicket(text: string): SignedTicket | null {
  const parts = text.trim().split('.');
  if (parts.length !== 7 || parts[0] !== PAYLOAD_VERSION) return null;
  const [, rawCode = '', show = '', seat = '', of = '', starts = '', signature = ''] = parts;
  const code = normalizeTicketCode(rawCode);
  if (!isShortCode(code) || ![show, seat, of, starts].every((n) => NUMBER.test(n))) return null;
  if (!/^[\w-]{86}$/.test(signature)) return null;
  const body = parts.slice(0, 6).join('.');
  return { code, showId: Number(show), seat: Number(seat), of: Number(of), startsAt: Number(starts), body, signature };
}
