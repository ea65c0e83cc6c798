import { and, eq, gt, gte, lte, sql } from 'drizzle-orm';
import { ticketOrders, tikets } from '../db/schema.js';
import type { DbOrTx } from './db-types.js';

/**
 * Takes `count` seats in one conditional UPDATE: the row lock makes concurrent buyers queue, and
 * each re-checks `stock >= count` on the row as the previous one left it, so the stock can never
 * go below zero whatever the interleaving. `inWindow` also requires the sales window to be open.
 */
export async function takeSeats(db: DbOrTx, tiketId: number, count: number, inWindow: Date | null) {
  const conditions = [eq(tikets.id, tiketId), gte(tikets.jumlah_stok_tiket, count)];
  if (inWindow) {
    conditions.push(lte(tikets.tanggal_mulai_penjualan, inWindow), gt(tikets.tanggal_selesai_penjualan, inWindow));
  }
  const [row] = await db
    .update(tikets)
    .set({ jumlah_stok_tiket: sql`${tikets.jumlah_stok_tiket} - ${count}` })
    .where(and(...conditions))
    .returning();
  return row;
}

export async function giveSeatsBack(db: DbOrTx, tiketId: number, count: number) {
  await db
    .update(tikets)
    .set({ jumlah_stok_tiket: sql`${tikets.jumlah_stok_tiket} + ${count}` })
    .where(eq(tikets.id, tiketId));
}

/**
 * Expires unpaid orders past their hold and gives their seats back, in one statement: an order's
 * row lock means two sweeps never return the same seats twice. Returns how many expired.
 */
export async function expireStaleOrders(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const result = await db.execute(sql`
    WITH expired AS (
      UPDATE ${ticketOrders}
      SET status = 'expired', holds_stock = false, "updatedAt" = ${now.toISOString()}::timestamptz
      WHERE status = 'pending' AND holds_stock AND expires_at <= ${now.toISOString()}::timestamptz
      RETURNING id_tiket, jumlah_tiket
    ), seats AS (
      SELECT id_tiket, sum(jumlah_tiket)::int AS n FROM expired GROUP BY id_tiket
    ), returned AS (
      UPDATE ${tikets} SET jumlah_stok_tiket = ${tikets}.jumlah_stok_tiket + seats.n
      FROM seats WHERE ${tikets}.id = seats.id_tiket
      RETURNING ${tikets}.id
    )
    SELECT (SELECT count(*) FROM expired)::int AS expired
  `);
  const rows = (result as unknown as { rows: { expired: number }[] }).rows;
  return rows[0]?.expired ?? 0;
}
