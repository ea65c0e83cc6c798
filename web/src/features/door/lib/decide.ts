import {
  type DoorShow,
  normalizeTicketCode,
  parseSignedTicket,
  type ScanResult,
  type SignedTicket,
} from '@teater/contract/door';
import type { StoredTicket } from './store';

/** What the device knows when a code comes in. */
export interface DoorKnowledge {
  tickets: ReadonlyMap<string, StoredTicket>;
  openShows: ReadonlySet<number>;
  shows: ReadonlyMap<number, DoorShow>;
  verify: (signed: SignedTicket) => boolean;
}

/** The show a refused ticket is for: its name when the device knows the show, its date always. */
export interface OtherShow {
  id: number;
  name: string | null;
  date: string;
}

/** A scan's verdict, and what it changes: `ticket` is the ticket as it is after this scan. */
export interface Decision {
  result: ScanResult;
  /** the show the scan counts for (the ticket's, or the first open one) */
  showId: number;
  ticket?: StoredTicket;
  /** admitted by its signed QR alone: sold after the list was downloaded */
  bySignature?: boolean;
  otherShow?: OtherShow;
}

/** `TKTABCD1234EFGH` (typed without dashes) as the code it is. */
function codeOf(text: string): string {
  const code = normalizeTicketCode(text);
  const bare = /^TKT([0-9A-Z]{4})([0-9A-Z]{4})([0-9A-Z]{4})$/.exec(code);
  return bare ? `TKT-${bare[1]}-${bare[2]}-${bare[3]}` : code;
}

/** A known ticket's verdict; an admitted one comes back marked as in, now, on this device. */
function verdictOf(ticket: StoredTicket, now: string, device: string): Decision {
  const base = { showId: ticket.showId, ticket };
  if (ticket.status !== 'valid') return { ...base, result: ticket.status };
  if (ticket.admittedAt) return { ...base, result: 'used' };
  return { ...base, result: 'admitted', ticket: { ...ticket, admittedAt: now, admittedBy: device } };
}

/** A ticket sold after the download, known only from its verified QR. */
const ticketOfClaim = (signed: SignedTicket, now: string, device: string): StoredTicket => ({
  id: 0,
  code: signed.code,
  showId: signed.showId,
  seat: signed.seat,
  of: signed.of,
  category: '',
  name: '',
  status: 'valid',
  admittedAt: now,
  admittedBy: device,
  bySignature: true,
  ...(signed.place ? { place: signed.place } : {}),
});

/**
 * The door's verdict on one scanned or typed text, from what the device holds alone (decision
 * 025): a signed QR is checked against the public key, so a ticket sold after the download is
 * admitted by its signature, and one for another show is refused with that show's name and date.
 * An empty text is no scan at all (null).
 */
export function decide(text: string, known: DoorKnowledge, device: string, now = new Date()): Decision | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const at = now.toISOString();
  const firstShow = [...known.openShows][0] ?? 0;
  const signed = parseSignedTicket(trimmed);
  if (signed && !known.verify(signed)) return { result: 'invalid', showId: firstShow };
  const code = signed?.code ?? codeOf(trimmed);
  const ticket = known.tickets.get(code);
  const showId = signed?.showId ?? ticket?.showId;
  if (showId !== undefined && !known.openShows.has(showId)) {
    const show = known.shows.get(showId);
    const date = show?.date ?? new Date((signed?.startsAt ?? 0) * 1000).toISOString();
    return { result: 'other_show', showId: firstShow, otherShow: { id: showId, name: show?.name ?? null, date } };
  }
  if (ticket) return verdictOf(ticket, at, device);
  if (signed)
    return { result: 'admitted', showId: signed.showId, ticket: ticketOfClaim(signed, at, device), bySignature: true };
  return { result: 'unknown', showId: firstShow };
}
