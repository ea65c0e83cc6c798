import type { DoorTicket } from '@teater/contract/door';
import type { StoredTicket } from './store';

/**
 * The open shows' tickets in memory, by code, with the counts the door shows: a scan's verdict
 * and its count come from here at once, while IndexedDB keeps the same for the next start.
 */
export class TicketMap {
  readonly byCode = new Map<string, StoredTicket>();
  present = 0;
  sold = 0;

  constructor(rows: StoredTicket[] = []) {
    for (const row of rows) this.set(row);
  }

  /** Puts a ticket, keeping the counts right whatever it replaces. */
  set(ticket: StoredTicket) {
    const before = this.byCode.get(ticket.code);
    if (before) this.count(before, -1);
    this.byCode.set(ticket.code, ticket);
    this.count(ticket, 1);
  }

  private count(ticket: StoredTicket, sign: 1 | -1) {
    if (ticket.status !== 'valid') return;
    this.sold += sign;
    if (ticket.admittedAt) this.present += sign;
  }

  /**
   * A row from the server merged with what this device knows: the server's status wins (a
   * refund), an admission this device made and has not uploaded yet stays.
   */
  merge(row: DoorTicket): StoredTicket {
    const mine = this.byCode.get(row.code);
    const admittedAt = row.admittedAt ?? mine?.admittedAt ?? null;
    const admittedBy = row.admittedAt ? row.admittedBy : (mine?.admittedBy ?? null);
    const merged = { ...row, admittedAt, admittedBy };
    this.set(merged);
    return merged;
  }

  /** Up to `limit` tickets whose buyer's name or code holds the text. */
  search(text: string, limit = 20): StoredTicket[] {
    const wanted = text.trim().toLowerCase();
    if (!wanted) return [];
    const found: StoredTicket[] = [];
    for (const ticket of this.byCode.values()) {
      if (ticket.name.toLowerCase().includes(wanted) || ticket.code.toLowerCase().includes(wanted)) found.push(ticket);
      if (found.length >= limit) break;
    }
    return found;
  }
}
