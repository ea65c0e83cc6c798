import { categoryMessages, type TicketCategory, type TicketCategoryInput } from '@teater/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../core/audit/record.js';
import type { DbOrTx, Tx } from '../core/db/client.js';
import { badRequest, conflict, type FieldErrors } from '../core/http-error.js';
import { ticketCategories, ticketOrderLines } from './schema.js';
import { offerFreeSeats } from './waitlist/offers.js';

type CategoryRow = typeof ticketCategories.$inferSelect;
const AUDITED = 'ticket_categories';

const answerOf = (row: CategoryRow, hasOrders: boolean): TicketCategory => ({
  id: row.id,
  name: row.name,
  price: row.price,
  seats: row.seats,
  seats_left: row.seats - row.taken,
  sales_start: row.sales_start?.toISOString() ?? null,
  sales_end: row.sales_end?.toISOString() ?? null,
  member_price: row.member_price,
  member_sales_start: row.member_sales_start?.toISOString() ?? null,
  has_orders: hasOrders,
});

/** The categories of these shows, in their order, as the API answers them. */
export async function categoriesOf(db: DbOrTx, showIds: readonly number[]): Promise<Map<number, TicketCategory[]>> {
  const byShow = new Map<number, TicketCategory[]>();
  if (showIds.length === 0) return byShow;
  const rows = await db
    .select({
      category: ticketCategories,
      // spelled out: in a one-table select drizzle leaves columns unqualified, and the inner id would win
      hasOrders: sql<boolean>`EXISTS (SELECT 1 FROM ticket_order_lines l WHERE l.id_kategori = ticket_categories.id)`,
    })
    .from(ticketCategories)
    .where(inArray(ticketCategories.id_tiket, [...showIds]))
    .orderBy(asc(ticketCategories.position), asc(ticketCategories.id));
  for (const { category, hasOrders } of rows) {
    const list = byShow.get(category.id_tiket) ?? [];
    list.push(answerOf(category, hasOrders));
    byShow.set(category.id_tiket, list);
  }
  return byShow;
}

/** The spec's four ticket fields of a show: its first category's. */
export const firstCategoryFields = (first: TicketCategory | undefined) => ({
  nama_kategori_tiket: first?.name ?? '',
  harga_tiket: first?.price ?? 0,
  harga_kategori_tiket: first?.price ?? 0,
  jumlah_stok_tiket: first?.seats_left ?? 0,
});

const timeOf = (value: string | null | undefined) => (value ? new Date(value) : null);

/** A first category's change from the spec's fields of a body; `seatsLeft` sets its seats left. */
function firstCategoryChange(values: Record<string, unknown>) {
  const number = (name: string) => (typeof values[name] === 'number' ? (values[name] as number) : undefined);
  return {
    name: typeof values.nama_kategori_tiket === 'string' ? values.nama_kategori_tiket : undefined,
    price: number('harga_kategori_tiket') ?? number('harga_tiket'),
    seatsLeft: number('jumlah_stok_tiket'),
  };
}

/**
 * What a show's write says of its categories: the whole list (`categories`), or the spec's fields
 * of the first one (a new show gets it; an edit changes it, its seats left becoming the given
 * count whatever was sold meanwhile).
 */
export async function saveShowCategories(
  tx: Tx,
  showId: number,
  values: Record<string, unknown>,
  creating: boolean,
  request: FastifyRequest,
) {
  if (Array.isArray(values.categories)) {
    const kept = await replaceCategories(tx, showId, values.categories as TicketCategoryInput[], request);
    // Seats added (or a category back on sale) go to the waiting lists first.
    await offerFreeSeats(tx, kept);
    return;
  }
  const change = firstCategoryChange(values);
  if (creating) {
    const [created] = await tx
      .insert(ticketCategories)
      .values({
        id_tiket: showId,
        position: 0,
        name: change.name ?? '',
        price: change.price ?? 0,
        seats: change.seatsLeft ?? 0,
      })
      .returning();
    if (created) await audit(tx, request, { resource: AUDITED, id: created.id, action: 'create', after: created });
    return;
  }
  if (change.name === undefined && change.price === undefined && change.seatsLeft === undefined) return;
  const first = tx
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(eq(ticketCategories.id_tiket, showId))
    .orderBy(asc(ticketCategories.position), asc(ticketCategories.id))
    .limit(1);
  const [changed] = await tx
    .update(ticketCategories)
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.price !== undefined ? { price: change.price } : {}),
      ...(change.seatsLeft !== undefined ? { seats: sql`${ticketCategories.taken} + ${change.seatsLeft}` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(ticketCategories.id, sql`(${first})`))
    .returning();
  if (!changed) return;
  await audit(tx, request, { resource: AUDITED, id: changed.id, action: 'update', after: changed });
  await offerFreeSeats(tx, [changed.id]);
}

/**
 * Makes a show's categories the given list, in its order: entries with an id change that
 * category, the others are new, and a category left out is deleted unless an order has seats of
 * it (409). Its rows are locked first, in id order as orders lock them, so no order takes seats
 * between the check that seats stay above those taken and the write.
 */
async function replaceCategories(
  tx: Tx,
  showId: number,
  inputs: readonly TicketCategoryInput[],
  request: FastifyRequest,
): Promise<number[]> {
  const current = await tx
    .select()
    .from(ticketCategories)
    .where(eq(ticketCategories.id_tiket, showId))
    .orderBy(asc(ticketCategories.id))
    .for('update');
  const byId = new Map(current.map((row) => [row.id, row]));
  const errors: FieldErrors = {};
  inputs.forEach((input, i) => {
    const row = input.id === undefined ? undefined : byId.get(input.id);
    if (input.id !== undefined && !row) errors[`categories.${i}.id`] = categoryMessages.notFound;
    if (row && input.seats < row.taken) {
      errors[`categories.${i}.seats`] = categoryMessages.seatsBelowTaken(row.name, row.taken);
    }
  });
  const unknown = Object.entries(errors).find(([key]) => key.endsWith('.id'));
  if (unknown) throw badRequest(categoryMessages.notFound, errors);
  const [below] = Object.values(errors);
  if (below) throw conflict(below, errors);
  await deleteLeftOut(tx, current, new Set(inputs.map((input) => input.id)), request);
  const kept: number[] = [];
  for (const [position, input] of inputs.entries()) {
    const fields = {
      position,
      name: input.name,
      price: input.price,
      seats: input.seats,
      sales_start: timeOf(input.sales_start),
      sales_end: timeOf(input.sales_end),
      member_price: input.member_price ?? null,
      member_sales_start: timeOf(input.member_sales_start),
      updatedAt: new Date(),
    };
    const before = input.id === undefined ? undefined : byId.get(input.id);
    const [after] = before
      ? await tx.update(ticketCategories).set(fields).where(eq(ticketCategories.id, before.id)).returning()
      : await tx
          .insert(ticketCategories)
          .values({ ...fields, id_tiket: showId })
          .returning();
    if (!after) continue;
    kept.push(after.id);
    // prices, seats, windows and presales are the box office's: each change is in the audit log
    await audit(tx, request, { resource: AUDITED, id: after.id, action: before ? 'update' : 'create', before, after });
  }
  return kept;
}

/** Deletes the categories the new list leaves out; one with orders stays, and the write is refused. */
async function deleteLeftOut(
  tx: Tx,
  current: readonly CategoryRow[],
  kept: ReadonlySet<number | undefined>,
  request: FastifyRequest,
) {
  const leftOut = current.filter((row) => !kept.has(row.id));
  if (leftOut.length === 0) return;
  const ids = leftOut.map((row) => row.id);
  const [sold] = await tx
    .select({ id: ticketOrderLines.id_kategori })
    .from(ticketOrderLines)
    .where(inArray(ticketOrderLines.id_kategori, ids))
    .limit(1);
  const soldRow = sold && leftOut.find((row) => row.id === sold.id);
  if (soldRow) {
    const message = categoryMessages.hasOrders(soldRow.name);
    throw conflict(message, { categories: message });
  }
  await tx.delete(ticketCategories).where(inArray(ticketCategories.id, ids));
  for (const before of leftOut)
    await audit(tx, request, { resource: AUDITED, id: before.id, action: 'delete', before });
}
