import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../core/db/client.js';
import { orderSeats, showSeats, ticketSeats } from './schema.js';

// Taking and giving back a show's seats. The rule every writer keeps: the seats of a zone change
// only while the writer holds its category's row lock (orders, sweeps, refunds and admins' holds
// all lock categories first, in id order). The category's `taken` and its seats then change
// together, and a seat UPDATE never waits on another writer; its `id_order IS NULL` condition is
// the guard that could not double-sell even if a writer forgot the lock.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The order takes these free seats of the show: all of them (true) or none changed is the caller's to roll back. */
export async function takeSeats(
  tx: Tx,
  tiketId: number,
  orderId: number,
  seatIds: readonly number[],
): Promise<boolean> {
  const taken = rowsOf<{ id: number }>(
    await tx.execute(sql`
      UPDATE ${showSeats} SET id_order = ${orderId}::int, "updatedAt" = now()
      WHERE id_tiket = ${tiketId}::int AND id = ANY(${`{${seatIds.join(',')}}`}::int[])
        AND id_order IS NULL AND blocked_reason IS NULL
      RETURNING id
    `),
  );
  if (taken.length !== seatIds.length) return false;
  await tx.insert(orderSeats).values(seatIds.map((id_seat) => ({ id_order: orderId, id_seat })));
  return true;
}

/** Ended orders (expired, cancelled, refunded) let their seats go. Call with their categories locked. */
export async function freeSeatsOf(tx: DbOrTx, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.execute(sql`
    UPDATE ${showSeats} SET id_order = NULL, "updatedAt" = now()
    WHERE id_order = ANY(${`{${orderIds.join(',')}}`}::int[])
  `);
}

/**
 * An order paid after its hold expired takes its own seats again, all or none (true also for an
 * order without seats: general admission). Call with its categories locked.
 */
export async function retakeSeatsOf(tx: Tx, orderId: number): Promise<boolean> {
  const [row] = rowsOf<{ wanted: number; taken: number }>(
    await tx.execute(sql`
      WITH wanted AS (SELECT id_seat FROM ${orderSeats} WHERE id_order = ${orderId}::int),
      taken AS (
        UPDATE ${showSeats} s SET id_order = ${orderId}::int, "updatedAt" = now()
        WHERE s.id IN (SELECT id_seat FROM wanted) AND s.id_order IS NULL AND s.blocked_reason IS NULL
        RETURNING s.id
      )
      SELECT (SELECT count(*) FROM wanted)::int AS wanted, (SELECT count(*) FROM taken)::int AS taken
    `),
  );
  if (!row || row.wanted === row.taken) return true;
  // some seat went to another buyer meanwhile: give back the ones just taken, the order takes none
  await freeSeatsOf(tx, [orderId]);
  return false;
}

/**
 * A paid order's tickets get their seats: per category, the tickets in their order and the
 * seats by section, row and place from the left.
 */
export async function linkTicketSeats(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${ticketSeats} (id_ticket, id_seat)
    SELECT t.id, s.id FROM (
      SELECT id, id_kategori, row_number() OVER (PARTITION BY id_kategori ORDER BY seat) AS n
      FROM tickets WHERE id_order = ${orderId}::int
    ) t JOIN (
      SELECT s.id, s.id_kategori, row_number() OVER (PARTITION BY s.id_kategori ORDER BY s.section, s.y, s.x) AS n
      FROM ${orderSeats} o JOIN ${showSeats} s ON s.id = o.id_seat WHERE o.id_order = ${orderId}::int
    ) s ON s.id_kategori = t.id_kategori AND s.n = t.n
    ON CONFLICT (id_ticket) DO NOTHING
  `);
}
