import { sql } from 'drizzle-orm';
import type { Tx } from '../core/db/client.js';
import { ticketCategories, ticketOrderLines } from './schema.js';
import { freeSeatsOf, retakeSeatsOf } from './seating/seat-taking.js';

/**
 * Takes again the seats of an order that had given them back (paid after its hold expired), in
 * every category of it or in none: its categories are locked in id order (as orders lock them),
 * and only when each still has its seats do they all change; a seated show's order then takes its
 * own chosen seats again, or none and its categories' seats go back. Returns whether it took them.
 */
export async function retakeOrderSeats(tx: Tx, orderId: number): Promise<boolean> {
  if (!(await retakeCategorySeats(tx, orderId))) return false;
  if (await retakeSeatsOf(tx, orderId)) return true;
  await returnCategorySeats(tx, orderId);
  return false;
}

async function retakeCategorySeats(tx: Tx, orderId: number): Promise<boolean> {
  const result = await tx.execute(sql`
    WITH want AS (
      SELECT id_kategori AS id, count FROM ${ticketOrderLines} WHERE id_order = ${orderId}::int
    ), locked AS (
      SELECT c.id, c.seats - c.taken AS seats_left FROM ${ticketCategories} c
      WHERE c.id IN (SELECT id FROM want) ORDER BY c.id FOR UPDATE
    ), fits AS (
      SELECT count(*) = (SELECT count(*) FROM want) AND coalesce(bool_and(w.count <= l.seats_left), false) AS ok
      FROM want w JOIN locked l USING (id)
    ), seat AS (
      UPDATE ${ticketCategories} c SET taken = c.taken + w.count FROM want w
      WHERE c.id = w.id AND (SELECT ok FROM fits)
      RETURNING c.id
    )
    SELECT (SELECT ok FROM fits) AS ok
  `);
  const rows = (result as unknown as { rows: { ok: boolean | null }[] }).rows;
  return rows[0]?.ok === true;
}

/**
 * An order that held seats ends (cancelled or refunded): each of its categories gets them back,
 * and a seated show's chosen seats are free. Returns those categories (still locked), for their
 * waiting lists.
 */
export async function giveOrderSeatsBack(tx: Tx, orderId: number): Promise<number[]> {
  const categories = await returnCategorySeats(tx, orderId);
  await freeSeatsOf(tx, [orderId]);
  return categories;
}

async function returnCategorySeats(tx: Tx, orderId: number): Promise<number[]> {
  const result = await tx.execute(sql`
    WITH back AS (
      SELECT id_kategori AS id, count FROM ${ticketOrderLines} WHERE id_order = ${orderId}::int
    ), locked AS (
      SELECT id FROM ${ticketCategories} WHERE id IN (SELECT id FROM back) ORDER BY id FOR UPDATE
    )
    UPDATE ${ticketCategories} c SET taken = c.taken - back.count
    FROM back WHERE c.id = back.id AND c.id IN (SELECT id FROM locked)
    RETURNING c.id
  `);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
}
