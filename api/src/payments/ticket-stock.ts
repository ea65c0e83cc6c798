import { and, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { payments, ticketOrders, tikets } from '../db/schema.js';
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

export interface NewTicketOrder {
  tiketId: number;
  count: number;
  userId: number;
  nama_user: string;
  no_telp: string;
  order_id: string;
  expiresAt: Date;
  /** the sales window must be open at this time */
  now: Date;
}

/** A column's bare name, for INSERT column lists and SET targets (which refuse table prefixes). */
const col = (column: PgColumn) => sql.identifier(column.name);

/** What placing an order found: the show is missing, or not on sale, or short of seats, or it placed. */
export type Placement =
  | { result: 'missing' | 'closed' | 'short' }
  | { result: 'placed'; show: { id: number; harga_tiket: number; nama_pertujukan: string } };

/**
 * Places an order in ONE statement: takes the seats with the conditional UPDATE of takeSeats
 * (sales window open, `stock >= count`), and only when it matched inserts the order and its
 * pending payment, priced from the row it updated. One statement is atomic like a transaction,
 * and the show's row lock is held for the statement and its commit only: no round trips to the
 * app in between, which is what bounds how many buyers per second one show can serve. When it
 * did not place, the same answer says why (no second query for the error message).
 */
export async function placeOrder(db: DbOrTx, o: NewTicketOrder): Promise<Placement> {
  const now = sql`${o.now.toISOString()}::timestamptz`;
  const total = sql`${col(tikets.harga_tiket)} * ${o.count}::int`;
  const open = sql`${col(tikets.tanggal_mulai_penjualan)} <= ${now} AND ${col(tikets.tanggal_selesai_penjualan)} > ${now}`;
  const result = await db.execute(sql`
    WITH seat AS (
      UPDATE ${tikets} SET ${col(tikets.jumlah_stok_tiket)} = ${col(tikets.jumlah_stok_tiket)} - ${o.count}::int
      WHERE ${col(tikets.id)} = ${o.tiketId}::int AND ${col(tikets.jumlah_stok_tiket)} >= ${o.count}::int AND ${open}
      RETURNING ${col(tikets.id)}, ${col(tikets.harga_tiket)}, ${col(tikets.nama_pertujukan)}
    ), placed AS (
      INSERT INTO ${ticketOrders} (${col(ticketOrders.id_tiket)}, ${col(ticketOrders.id_user)}, ${col(ticketOrders.nama_user)},
        ${col(ticketOrders.no_telp)}, ${col(ticketOrders.jumlah_tiket)}, ${col(ticketOrders.total_harga)},
        ${col(ticketOrders.order_id)}, ${col(ticketOrders.expiresAt)})
      SELECT ${col(tikets.id)}, ${o.userId}::int, ${o.nama_user}, ${o.no_telp}, ${o.count}::int, ${total},
        ${o.order_id}, ${o.expiresAt.toISOString()}::timestamptz
      FROM seat
    ), paid AS (
      INSERT INTO ${payments} (${col(payments.order_id)}, ${col(payments.kind)}, ${col(payments.id_user)}, ${col(payments.gross_amount)})
      SELECT ${o.order_id}, 'ticket', ${o.userId}::int, ${total} FROM seat
    )
    SELECT seat.${col(tikets.id)} AS id, seat.${col(tikets.harga_tiket)} AS harga_tiket,
      seat.${col(tikets.nama_pertujukan)} AS nama_pertujukan,
      (SELECT ${open} FROM ${tikets} WHERE ${col(tikets.id)} = ${o.tiketId}::int) AS open
    FROM (SELECT 1) AS one LEFT JOIN seat ON true
  `);
  type Answer = { id: number | null; harga_tiket: number; nama_pertujukan: string; open: boolean | null };
  const row = (result as unknown as { rows: Answer[] }).rows[0];
  if (row?.id != null) {
    return {
      result: 'placed',
      show: { id: row.id, harga_tiket: row.harga_tiket, nama_pertujukan: row.nama_pertujukan },
    };
  }
  if (row?.open == null) return { result: 'missing' };
  return { result: row.open ? 'short' : 'closed' };
}

/** Which stale holds a sweep looks at: all of them, one show's, or one buyer's. */
export interface SweepScope {
  tiketId?: number;
  userId?: number;
}

/**
 * Expires unpaid orders past their hold and gives their seats back, in one statement: an order's
 * row lock means two sweeps never return the same seats twice. Returns how many expired.
 */
export async function expireStaleOrders(db: DbOrTx, now: Date = new Date(), scope: SweepScope = {}): Promise<number> {
  const filters: SQL[] = [];
  if (scope.tiketId !== undefined) filters.push(sql` AND id_tiket = ${scope.tiketId}::int`);
  if (scope.userId !== undefined) filters.push(sql` AND id_user = ${scope.userId}::int`);
  const result = await db.execute(sql`
    WITH expired AS (
      UPDATE ${ticketOrders}
      SET status = 'expired', holds_stock = false, "updatedAt" = ${now.toISOString()}::timestamptz
      WHERE status = 'pending' AND holds_stock AND expires_at <= ${now.toISOString()}::timestamptz${sql.join(filters)}
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
