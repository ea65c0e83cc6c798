import {
  formatDate,
  formatDateTimeWib,
  type ScanResult,
  seatMessages,
  checkinMessages as t,
} from '@teater/contract/door';
import type { Decision } from './decide';

/** The result panel's lines for a verdict: its headline and the details door staff need. */
export function outcomeLines(decision: Decision): { headline: string; details: string[] } {
  const { ticket } = decision;
  const seat = ticket
    ? `${seatMessages.seatOf(ticket.seat, ticket.of)}${ticket.category ? ` · ${ticket.category}` : ''}${
        ticket.place ? ` · ${seatMessages.placeOf(ticket.place)}` : ''
      }`
    : '';
  const who = ticket?.name ?? '';
  switch (decision.result) {
    case 'admitted':
      return {
        headline: t.valid,
        details: [seat, who, decision.bySignature ? t.bySignature : ''].filter(Boolean),
      };
    case 'used': {
      const when = ticket?.admittedAt ? formatDateTimeWib(ticket.admittedAt) : '';
      const where = ticket?.admittedBy ? t.usedAtOn(when, ticket.admittedBy) : t.usedAt(when);
      return { headline: t.used, details: [seat, who, when ? where : ''].filter(Boolean) };
    }
    case 'other_show': {
      const other = decision.otherShow;
      const date = other ? formatDate(other.date) : '';
      return { headline: other?.name ? t.otherShow(other.name, date) : t.otherShowUnnamed(date), details: [] };
    }
    default:
      return { headline: headlineOf(decision.result), details: [seat, who].filter(Boolean) };
  }
}

const headlineOf = (result: Exclude<ScanResult, 'admitted' | 'used' | 'other_show'>) =>
  ({ refunded: t.refunded, cancelled: t.cancelled, unknown: t.unknown, invalid: t.invalid })[result];
