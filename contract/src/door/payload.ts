/**
 * The signed QR payload of a ticket (decision 025). The printed and typed code stays short
 * (`TKT-XXXX-XXXX-XXXX`); the QR carries that code with its show, seat and show time, signed by
 * the server with Ed25519, so a door device holding only the public key can admit a ticket sold
 * after it downloaded the show's list:
 *
 *   T1.<code>.<show id>.<seat>.<seats of the order>.<show start, unix seconds>.<signature>
 *
 * A ticket of a seated show also names its place, so a door device admitting it by its signature
 * alone (sold after the download, offline) still shows where the buyer sits (decision 034):
 *
 *   T2.<code>.<show id>.<seat>.<seats of the order>.<show start>.<section~row~number>.<signature>
 *
 * each part of the place percent-encoded, with its dots and tildes too. The signature (64 bytes, base64url) covers everything before its dot. Both sides use these
 * functions: the server to build what it signs, the device to read what it verifies.
 */
export const PAYLOAD_VERSION = 'T1';
/** A seated ticket's payload: T1 and its place. */
export const SEATED_PAYLOAD_VERSION = 'T2';

/** Where a seated ticket sits (the same fields as SeatPlace, kept here: the door's contract stands alone). */
export interface ClaimPlace {
  section: string;
  row: string;
  number: string;
}

export interface TicketClaim {
  code: string;
  showId: number;
  seat: number;
  of: number;
  /** the show's start, unix seconds */
  startsAt: number;
  /** a seated show's ticket: its section, row and seat number */
  place?: ClaimPlace;
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

const encodePart = (text: string) =>
  encodeURIComponent(text).replace(/[.~!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const placeText = (place: ClaimPlace) => [place.section, place.row, place.number].map(encodePart).join('~');

function placeOf(text: string): ClaimPlace | null {
  const parts = text.split('~');
  if (parts.length !== 3 || text.length > 300) return null;
  try {
    const [section = '', row = '', number = ''] = parts.map(decodeURIComponent);
    return section && row && number ? { section, row, number } : null;
  } catch {
    return null;
  }
}

/** The text the server signs for one ticket. */
export const claimBody = (claim: TicketClaim) => {
  const fields = [claim.code, claim.showId, claim.seat, claim.of, claim.startsAt];
  return claim.place
    ? [SEATED_PAYLOAD_VERSION, ...fields, placeText(claim.place)].join('.')
    : [PAYLOAD_VERSION, ...fields].join('.');
};

/** The QR's text: the claim and its signature. */
export const signedPayload = (claim: TicketClaim, signature: string) => `${claimBody(claim)}.${signature}`;

/** A scanned text read as a signed payload (signature not yet checked), or null when it is none. */
export function parseSignedTicket(text: string): SignedTicket | null {
  const parts = text.trim().split('.');
  const seated = parts[0] === SEATED_PAYLOAD_VERSION && parts.length === 8;
  if (!seated && (parts[0] !== PAYLOAD_VERSION || parts.length !== 7)) return null;
  const [, rawCode = '', show = '', seat = '', of = '', starts = ''] = parts;
  const signature = parts.at(-1) ?? '';
  const code = normalizeTicketCode(rawCode);
  if (!isShortCode(code) || ![show, seat, of, starts].every((n) => NUMBER.test(n))) return null;
  if (!/^[\w-]{86}$/.test(signature)) return null;
  const place = seated ? placeOf(parts[6] ?? '') : undefined;
  if (place === null) return null;
  const body = parts.slice(0, -1).join('.');
  const claim = { code, showId: Number(show), seat: Number(seat), of: Number(of), startsAt: Number(starts) };
  return { ...claim, ...(place ? { place } : {}), body, signature };
}
