import { isShortCode, normalizeTicketCode, parseSignedTicket } from '@teater/contract';
import { eq } from 'drizzle-orm';
import { ticketOrders, tickets } from '../box-office/schema.js';
import { tikets } from '../content/schema.js';
import type { Db } from '../core/db/client.js';
import { doorStatusOf } from './ticket-list.js';

/**
 * Why a code a device does not know is refused, asked while online: a ticket of another show (with
 * its name and date), refunded or cancelled, or unknown. `known` when it is a valid ticket of one
 * of the device's shows after all (sold since its last refresh).
 */
export async function lookUpCode(db: Db, text: string, openShows: number[]) {
  const code = parseSignedTicket(text)?.code ?? normalizeTicketCode(text);
  if (!isShortCode(code)) return { result: 'unknown' as const, show: null };
  const [found] = await db
    .select({
      showId: tickets.id_tiket,
      status: ticketOrders.status,
      name: tikets.nama_pertujukan,
      date: tikets.tanggal_pertujukan,
    })
    .from(tickets)
    .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.id_order))
    .innerJoin(tikets, eq(tikets.id, tickets.id_tiket))
    .where(eq(tickets.code, code));
  if (!found) return { result: 'unknown' as const, show: null };
  const show = { id: found.showId, name: found.name, date: found.date.toISOString() };
  if (!openShows.includes(found.showId)) return { result: 'other_show' as const, show };
  const status = doorStatusOf(found.status);
  return { result: status === 'valid' ? ('known' as const) : status, show };
}
