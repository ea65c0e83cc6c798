import type { DoorShow } from '@teater/contract';
import { asc, eq, gte, or } from 'drizzle-orm';
import { tikets } from '../content/schema.js';
import type { Db } from '../core/db/client.js';
import { type DoorScope, mayOpen } from './scope.js';

const DAY_MS = 86_400_000;
const SHOWN = 100;

/**
 * The shows a device is offered at the start (from yesterday on, soonest first), each saying
 * whether this caller may open it; the others are there to name a ticket of another show.
 */
export async function doorShowsOf(db: Db, scope: DoorScope): Promise<DoorShow[]> {
  const from = new Date(Date.now() - DAY_MS);
  const own = scope.all ? undefined : eq(tikets.id, scope.showId);
  const rows = await db
    .select({
      id: tikets.id,
      name: tikets.nama_pertujukan,
      date: tikets.tanggal_pertujukan,
      venue: tikets.tempat_pertujukan,
    })
    .from(tikets)
    .where(own ? or(gte(tikets.tanggal_pertujukan, from), own) : gte(tikets.tanggal_pertujukan, from))
    .orderBy(asc(tikets.tanggal_pertujukan), asc(tikets.id))
    .limit(SHOWN);
  return rows.map((row) => ({ ...row, date: row.date.toISOString(), open: mayOpen(scope, row.id) }));
}
