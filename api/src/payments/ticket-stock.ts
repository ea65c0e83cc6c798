import { and, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { payments, ticketOrders, tikets } from '../db/schema.js';
import type { DbOrTx } from './db-types.js';
import { preparedStatement } from './prepared.js';

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
  /** the account's name and e-mail, kept on the order and its payment whatever becomes of it */
  buyer: { name: string; email: string };
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

/** Per-call values of the prepared statements, typed. */
const int = (name: string) => sql`${sql.placeholder(name)}::int`;
const text = (name: string) => sql`${sql.placeholder(name)}::text`;
const at = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;
/** An order's sales-window check, at the time it was made. */
const openAt = (time: SQL) =>
  sql`${col(tikets.tanggal_mulai_penjualan)} <= ${time} AND ${col(tikets.tanggal_selesai_penjualan)} > ${time}`;
const orderTotal = sql`${col(tikets.harga_tiket)} * ${int('count')}`;

/**
 * Places one order in ONE statement: takes the seats with the conditional UPDATE of takeSeats
 * (sales window open, `stock >= count`), and only when it matched inserts the order and its
 * pending payment, priced from the row it updated. When it did not place, the same answer says
 * why (no second query for the error message). The common case when orders do not queue up: far
 * cheaper to plan than the batch statement below (which matters where nothing is prepared, PGlite).
 */
const placeOneStatement = preparedStatement<{
  id: number | null;
  harga_tiket: number;
  nama_pertujukan: string;
  open: boolean | null;
}>(
  'place_ticket_order',
  sql`
    WITH seat AS (
      UPDATE ${tikets} SET ${col(tikets.jumlah_stok_tiket)} = ${col(tikets.jumlah_stok_tiket)} - ${int('count')}
      WHERE ${col(tikets.id)} = ${int('tiketId')} AND ${col(tikets.jumlah_stok_tiket)} >= ${int('count')} AND ${openAt(at('now'))}
      RETURNING ${col(tikets.id)}, ${col(tikets.harga_tiket)}, ${col(tikets.nama_pertujukan)}
    ), placed AS (
      INSERT INTO ${ticketOrders} (${col(ticketOrders.id_tiket)}, ${col(ticketOrders.id_user)}, ${col(ticketOrders.nama_user)},
        ${col(ticketOrders.buyer_email)}, ${col(ticketOrders.no_telp)}, ${col(ticketOrders.jumlah_tiket)},
        ${col(ticketOrders.total_harga)}, ${col(ticketOrders.order_id)}, ${col(ticketOrders.expiresAt)})
      SELECT ${col(tikets.id)}, ${int('userId')}, ${text('nama_user')}, ${text('buyer_email')}, ${text('no_telp')},
        ${int('count')}, ${orderTotal}, ${text('order_id')}, ${at('expiresAt')}
      FROM seat
    ), paid AS (
      INSERT INTO ${payments} (${col(payments.order_id)}, ${col(payments.kind)}, ${col(payments.id_user)},
        ${col(payments.buyer_name)}, ${col(payments.buyer_email)}, ${col(payments.gross_amount)})
      SELECT ${text('order_id')}, 'ticket', ${int('userId')}, ${text('buyer_name')}, ${text('buyer_email')}, ${orderTotal}
      FROM seat
    )
    SELECT seat.${col(tikets.id)} AS id, seat.${col(tikets.harga_tiket)} AS harga_tiket,
      seat.${col(tikets.nama_pertujukan)} AS nama_pertujukan,
      (SELECT ${openAt(at('now'))} FROM ${tikets} WHERE ${col(tikets.id)} = ${int('tiketId')}) AS open
    FROM (SELECT 1) AS one LEFT JOIN seat ON true
  `,
);

export async function placeOrder(db: DbOrTx, o: NewTicketOrder): Promise<Placement> {
  const [row] = await placeOneStatement(db, {
    tiketId: o.tiketId,
    count: o.count,
    userId: o.userId,
    nama_user: o.nama_user,
    buyer_name: o.buyer.name,
    buyer_email: o.buyer.email,
    no_telp: o.no_telp,
    order_id: o.order_id,
    expiresAt: o.expiresAt.toISOString(),
    now: o.now.toISOString(),
  });
  if (row?.id != null) {
    return {
      result: 'placed',
      show: { id: row.id, harga_tiket: row.harga_tiket, nama_pertujukan: row.nama_pertujukan },
    };
  }
  if (row?.open == null) return { result: 'missing' };
  return { result: row.open ? 'short' : 'closed' };
}

/**
 * Places a batch of orders for one show in ONE statement, first come first served, exactly as if
 * they came one after the other: each is placed when the sales window was open at its time and
 * the seats left after the earlier ones cover it. The show's row is locked (FOR UPDATE, only when
 * some order could fit, so a sold-out rush takes no lock and writes nothing), the walk over the
 * batch reads the stock from the locked row, and one conditional UPDATE takes the seats of all the
 * placed orders (`stock >= taken`: the stock can never go below zero whatever the interleaving).
 * Then the orders and their pending payments are inserted, priced from the locked row. One
 * statement is atomic like a transaction, and the row lock is held for the statement and its
 * commit only: no round trips to the app in between. Batching is what lets a rush go faster than
 * one lock hand-over per order; prepared, because parse and plan cost more than the execution.
 */
const placeStatement = preparedStatement<{
  pos: number;
  placed: boolean | null;
  open: boolean | null;
  harga_tiket: number | null;
  nama_pertujukan: string | null;
}>(
  'place_ticket_orders',
  sql`
    WITH RECURSIVE wanted AS (
      SELECT * FROM jsonb_to_recordset(${sql.placeholder('orders')}::jsonb) AS w(pos int, id_user int,
        nama_user text, buyer_name text, buyer_email text, no_telp text, count int, order_id text,
        expires_at timestamptz, at timestamptz)
    ), show AS (
      SELECT ${col(tikets.id)} AS id, ${col(tikets.harga_tiket)} AS price, ${col(tikets.nama_pertujukan)} AS name,
        ${col(tikets.jumlah_stok_tiket)} AS stock,
        ${col(tikets.tanggal_mulai_penjualan)} AS opens, ${col(tikets.tanggal_selesai_penjualan)} AS closes
      FROM ${tikets}
      WHERE ${col(tikets.id)} = ${int('tiketId')} AND EXISTS (
        SELECT 1 FROM wanted WHERE wanted.count <= ${col(tikets.jumlah_stok_tiket)} AND ${openAt(sql`wanted.at`)}
      )
      FOR UPDATE
    ), walk AS (
      SELECT 0 AS pos, show.stock AS seats_left, false AS taken FROM show
      UNION ALL
      SELECT w.pos,
        CASE WHEN fits THEN walk.seats_left - w.count ELSE walk.seats_left END,
        fits
      FROM walk
      JOIN wanted w ON w.pos = walk.pos + 1
      CROSS JOIN show
      CROSS JOIN LATERAL (
        SELECT w.count <= walk.seats_left AND show.opens <= w.at AND show.closes > w.at AS fits
      ) AS f
    ), taken AS (
      SELECT wanted.* FROM wanted JOIN walk USING (pos) WHERE walk.taken
    ), seat AS (
      UPDATE ${tikets}
      SET ${col(tikets.jumlah_stok_tiket)} = ${col(tikets.jumlah_stok_tiket)} - (SELECT sum(count) FROM taken)
      WHERE ${col(tikets.id)} = ${int('tiketId')}
        AND ${col(tikets.jumlah_stok_tiket)} >= (SELECT sum(count) FROM taken)
      RETURNING ${col(tikets.id)}
    ), placed AS (
      INSERT INTO ${ticketOrders} (${col(ticketOrders.id_tiket)}, ${col(ticketOrders.id_user)}, ${col(ticketOrders.nama_user)},
        ${col(ticketOrders.buyer_email)}, ${col(ticketOrders.no_telp)}, ${col(ticketOrders.jumlah_tiket)},
        ${col(ticketOrders.total_harga)}, ${col(ticketOrders.order_id)}, ${col(ticketOrders.expiresAt)})
      SELECT show.id, taken.id_user, taken.nama_user, taken.buyer_email, taken.no_telp, taken.count,
        show.price * taken.count, taken.order_id, taken.expires_at
      FROM taken CROSS JOIN show WHERE EXISTS (SELECT 1 FROM seat)
    ), paid AS (
      INSERT INTO ${payments} (${col(payments.order_id)}, ${col(payments.kind)}, ${col(payments.id_user)},
        ${col(payments.buyer_name)}, ${col(payments.buyer_email)}, ${col(payments.gross_amount)})
      SELECT taken.order_id, 'ticket', taken.id_user, taken.buyer_name, taken.buyer_email, show.price * taken.count
      FROM taken CROSS JOIN show WHERE EXISTS (SELECT 1 FROM seat)
    ), info AS (
      SELECT ${col(tikets.harga_tiket)} AS price, ${col(tikets.nama_pertujukan)} AS name,
        ${col(tikets.tanggal_mulai_penjualan)} AS opens, ${col(tikets.tanggal_selesai_penjualan)} AS closes
      FROM ${tikets} WHERE ${col(tikets.id)} = ${int('tiketId')}
    )
    SELECT wanted.pos, coalesce(walk.taken, false) AND EXISTS (SELECT 1 FROM seat) AS placed,
      info.opens <= wanted.at AND info.closes > wanted.at AS open,
      coalesce(show.price, info.price) AS harga_tiket, coalesce(show.name, info.name) AS nama_pertujukan
    FROM wanted
    LEFT JOIN walk USING (pos)
    LEFT JOIN show ON true
    LEFT JOIN info ON true
    ORDER BY wanted.pos
  `,
);

/** Places `orders` (all for the show `tiketId`) in one statement; one answer per order, in order. */
export async function placeOrders(
  db: DbOrTx,
  tiketId: number,
  orders: readonly NewTicketOrder[],
): Promise<Placement[]> {
  const wanted = orders.map((o, i) => ({
    pos: i + 1,
    id_user: o.userId,
    nama_user: o.nama_user,
    buyer_name: o.buyer.name,
    buyer_email: o.buyer.email,
    no_telp: o.no_telp,
    count: o.count,
    order_id: o.order_id,
    expires_at: o.expiresAt.toISOString(),
    at: o.now.toISOString(),
  }));
  const rows = await placeStatement(db, { tiketId, orders: JSON.stringify(wanted) });
  return orders.map((o, i): Placement => {
    const row = rows[i];
    if (row?.open == null) return { result: 'missing' };
    if (row.placed && row.harga_tiket != null && row.nama_pertujukan != null) {
      return {
        result: 'placed',
        show: { id: o.tiketId, harga_tiket: row.harga_tiket, nama_pertujukan: row.nama_pertujukan },
      };
    }
    return { result: row.open ? 'short' : 'closed' };
  });
}

/** Which stale holds a sweep looks at: all of them, one show's, or one buyer's. */
export interface SweepScope {
  tiketId?: number;
  userId?: number;
}

/**
 * Ends unpaid orders that still hold seats and gives the seats back, in one statement: an order's
 * row lock means two releases never return the same seats twice. Returns how many ended.
 */
async function releaseHolds(
  db: DbOrTx,
  endAs: 'expired' | 'cancelled',
  now: Date,
  scope: SweepScope,
  pastExpiryOnly: boolean,
): Promise<number> {
  const filters: SQL[] = [];
  if (pastExpiryOnly) filters.push(sql` AND expires_at <= ${now.toISOString()}::timestamptz`);
  if (scope.tiketId !== undefined) filters.push(sql` AND id_tiket = ${scope.tiketId}::int`);
  if (scope.userId !== undefined) filters.push(sql` AND id_user = ${scope.userId}::int`);
  const result = await db.execute(sql`
    WITH ended AS (
      UPDATE ${ticketOrders}
      SET status = ${endAs}, holds_stock = false, "updatedAt" = ${now.toISOString()}::timestamptz
      WHERE status = 'pending' AND holds_stock${sql.join(filters)}
      RETURNING id_tiket, jumlah_tiket, order_id, nama_user, buyer_email
    ), mailed AS (
      -- the buyer hears that the seats went, in the same statement (see api/src/mail/outbox.ts)
      INSERT INTO mail_outbox (dedupe_key, kind, recipient, data)
      SELECT 'order-expired:' || ended.order_id, 'order-expired', ended.buyer_email,
        jsonb_build_object('name', ended.nama_user, 'order_id', ended.order_id, 'count', ended.jumlah_tiket,
          'show', ${tikets}.nama_pertujukan)
      FROM ended JOIN ${tikets} ON ${tikets}.id = ended.id_tiket
      WHERE ${endAs} = 'expired' AND ended.buyer_email IS NOT NULL
      ON CONFLICT (dedupe_key) DO NOTHING
    ), seats AS (
      SELECT id_tiket, sum(jumlah_tiket)::int AS n FROM ended GROUP BY id_tiket
    ), returned AS (
      UPDATE ${tikets} SET jumlah_stok_tiket = ${tikets}.jumlah_stok_tiket + seats.n
      FROM seats WHERE ${tikets}.id = seats.id_tiket
      RETURNING ${tikets}.id
    )
    SELECT (SELECT count(*) FROM ended)::int AS ended
  `);
  const rows = (result as unknown as { rows: { ended: number }[] }).rows;
  return rows[0]?.ended ?? 0;
}

/** Expires unpaid orders past their hold and gives their seats back. Returns how many expired. */
export const expireStaleOrders = (db: DbOrTx, now: Date = new Date(), scope: SweepScope = {}) =>
  releaseHolds(db, 'expired', now, scope, true);

/** An account is going: its unpaid orders end now and their seats return at once. */
export const cancelHoldsOf = (db: DbOrTx, userId: number, now: Date = new Date()) =>
  releaseHolds(db, 'cancelled', now, { userId }, false);
