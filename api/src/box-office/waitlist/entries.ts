import type { AdminWaitlistEntry, WaitlistEntry as EntryAnswer } from '@teater/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { tikets } from '../../content/schema.js';
import type { DbOrTx } from '../../core/db/client.js';
import { ticketCategories, waitlistEntries } from '../schema.js';

/**
 * Waiting-list entries with their show, category and place in line (1: next to be offered;
 * counted over the category's line index), as one select a list can page or a route can narrow.
 */
export function entriesSelect(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      entry: waitlistEntries,
      show: {
        id: tikets.id,
        nama_pertujukan: tikets.nama_pertujukan,
        tanggal_pertujukan: tikets.tanggal_pertujukan,
        tempat_pertujukan: tikets.tempat_pertujukan,
      },
      category: {
        id: ticketCategories.id,
        name: ticketCategories.name,
        price: ticketCategories.price,
        member_price: ticketCategories.member_price,
      },
      position: sql<number | null>`CASE WHEN ${waitlistEntries.status} = 'waiting' THEN (
        SELECT count(*)::int FROM ${waitlistEntries} o
        WHERE o.id_kategori = ${waitlistEntries.id_kategori} AND o.status = 'waiting' AND o.id <= ${waitlistEntries.id}
      ) END`,
    })
    .from(waitlistEntries)
    .innerJoin(tikets, eq(tikets.id, waitlistEntries.id_tiket))
    .innerJoin(ticketCategories, eq(ticketCategories.id, waitlistEntries.id_kategori))
    .where(where)
    .$dynamic();
}
export type EntryRow = Awaited<ReturnType<typeof entriesSelect>>[number];

/** An entry as its member sees it; `member`: they are an active Sahabat now (the price they pay). */
export const entryAnswerOf = ({ entry, show, category, position }: EntryRow, member: boolean): EntryAnswer => ({
  id: entry.id,
  status: entry.status,
  quantity: entry.quantity,
  position: position === null ? null : Number(position),
  offer_expires_at: entry.status === 'offered' ? (entry.offer_expires_at?.toISOString() ?? null) : null,
  id_order: entry.id_order,
  createdAt: entry.createdAt.toISOString(),
  tiket: {
    id: show.id,
    nama_pertujukan: show.nama_pertujukan,
    tanggal_pertujukan: show.tanggal_pertujukan.toISOString(),
    tempat_pertujukan: show.tempat_pertujukan,
  },
  category: {
    id: category.id,
    name: category.name,
    price: member && category.member_price !== null ? category.member_price : category.price,
  },
});

/** An entry as the admins' list shows it: and who asked. */
export const adminEntryAnswerOf = (row: EntryRow): AdminWaitlistEntry => ({
  ...entryAnswerOf(row, false),
  buyer_name: row.entry.buyer_name,
  buyer_email: row.entry.buyer_email,
  id_user: row.entry.id_user,
});
