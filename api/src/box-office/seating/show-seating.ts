import { seatingMessages as m, type PlanSeat, type ShowSeatingBody, seatsOfLayout } from '@teater/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { tikets } from '../../content/schema.js';
import { audit } from '../../core/audit/record.js';
import type { Db, Tx } from '../../core/db/client.js';
import { badRequest, conflict, notFound } from '../../core/http-error.js';
import { ticketCategories, ticketOrders } from '../schema.js';
import { findPlan } from './plans.js';
import { showPlans, showSeats } from './schema.js';
import { seatGeometry } from './seat-places.js';

/** Each seat's zone: the last zone naming its section (and its row, when the zone lists rows). */
function zoneOf(seat: PlanSeat, zones: ShowSeatingBody['zones']): number | undefined {
  let found: number | undefined;
  for (const zone of zones) {
    if (zone.section === seat.section && (!zone.rows || zone.rows.includes(seat.row))) found = zone.id_kategori;
  }
  return found;
}

/** The show's categories, locked (in id order, as orders lock them) while its seats change. */
async function lockCategories(tx: Tx, tiketId: number) {
  return tx
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(eq(ticketCategories.id_tiket, tiketId))
    .orderBy(asc(ticketCategories.id))
    .for('update');
}

/**
 * A show is sold on a plan: its seats are made from the plan, each in the zone (category) the
 * admin gave its section or rows, and each category now sells exactly its zone's seats for sale.
 * Only before the show has any order: the seats of orders are never moved by a change of plan.
 */
export async function assignPlan(db: Db, request: FastifyRequest, tiketId: number, body: ShowSeatingBody) {
  const plan = await findPlan(db, body.id_plan);
  const seats = seatsOfLayout(plan.layout);
  return db.transaction(async (tx) => {
    const [show] = await tx.select({ id: tikets.id }).from(tikets).where(eq(tikets.id, tiketId)).for('update');
    if (!show) throw notFound();
    const categories = new Set((await lockCategories(tx, tiketId)).map((c) => c.id));
    if (body.zones.some((zone) => !categories.has(zone.id_kategori))) {
      throw badRequest(m.zoneNotOfShow, { zones: m.zoneNotOfShow });
    }
    const [ordered] = await tx
      .select({ id: ticketOrders.id })
      .from(ticketOrders)
      .where(eq(ticketOrders.id_tiket, tiketId))
      .limit(1);
    if (ordered) throw conflict(m.showHasOrders);
    const zoned = seats.map((seat) => ({ seat, zone: zoneOf(seat, body.zones) }));
    const outside = zoned.filter((z) => z.zone === undefined).length;
    if (outside > 0) throw badRequest(m.seatOutsideZones(outside), { zones: m.seatOutsideZones(outside) });

    await tx.delete(showSeats).where(eq(showSeats.id_tiket, tiketId));
    const rows = zoned.map(({ seat, zone }) => ({
      id_tiket: tiketId,
      ...seatGeometry(seat),
      id_kategori: zone ?? 0,
      blocked_reason: seat.unsold,
    }));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(showSeats).values(rows.slice(i, i + 500));
    // each zone sells its seats for sale; nothing is taken yet (the show has no order)
    await tx.execute(sql`
      UPDATE ${ticketCategories} c SET seats = coalesce(z.n, 0), taken = 0, "updatedAt" = now()
      FROM (SELECT k.id, (SELECT count(*) FROM ${showSeats} s
              WHERE s.id_kategori = k.id AND s.blocked_reason IS NULL)::int AS n
            FROM ${ticketCategories} k WHERE k.id_tiket = ${tiketId}::int) z
      WHERE c.id = z.id AND c.id IN (${sql.join(
        [...new Set(body.zones.map((zone) => zone.id_kategori))].map((id) => sql`${id}::int`),
        sql`, `,
      )})
    `);
    const [before] = await tx.select().from(showPlans).where(eq(showPlans.id_tiket, tiketId));
    const [after] = await tx
      .insert(showPlans)
      .values({ id_tiket: tiketId, id_plan: plan.id })
      .onConflictDoUpdate({ target: showPlans.id_tiket, set: { id_plan: plan.id, updatedAt: new Date() } })
      .returning();
    await audit(tx, request, { resource: 'tikets', id: tiketId, action: 'update', before: before ?? null, after });
    const zones = await tx
      .select({ id: ticketCategories.id, seats: ticketCategories.seats })
      .from(ticketCategories)
      .where(eq(ticketCategories.id_tiket, tiketId))
      .orderBy(asc(ticketCategories.position), asc(ticketCategories.id));
    return { id_plan: plan.id, zones };
  });
}

/** Whether the show is sold on a plan (its orders then name seats). */
export async function isSeated(db: Db | Tx, tiketId: number): Promise<boolean> {
  const [row] = await db.select({ id: showPlans.id_tiket }).from(showPlans).where(eq(showPlans.id_tiket, tiketId));
  return row !== undefined;
}

export { lockCategories };
