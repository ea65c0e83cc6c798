import { createHash } from 'node:crypto';
import { seatingMessages as m, type SeatMap, type SeatState } from '@teater/contract';
import { and, asc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { tikets } from '../../content/schema.js';
import type { Db } from '../../core/db/client.js';
import { notFound } from '../../core/http-error.js';
import { ticketCategories } from '../schema.js';
import { showPlans, showSeats, venuePlans } from './schema.js';
import { seatGeometry } from './seat-places.js';

/** The plan a show the public may see (out of draft, its time come) is sold on; null: general admission. */
async function publicShowPlan(db: Db, tiketId: number) {
  const [found] = await db
    .select({ plan: venuePlans })
    .from(tikets)
    .leftJoin(showPlans, eq(showPlans.id_tiket, tikets.id))
    .leftJoin(venuePlans, eq(venuePlans.id, showPlans.id_plan))
    .where(
      and(
        eq(tikets.id, tiketId),
        eq(tikets.draft, false),
        or(isNull(tikets.published_at), lte(tikets.published_at, sql`now()`)),
      ),
    );
  if (!found) throw notFound();
  return found.plan;
}

/** The same, for a seated show only (404 otherwise). */
async function publicSeatedShow(db: Db, tiketId: number) {
  const plan = await publicShowPlan(db, tiketId);
  if (!plan) throw notFound(m.showNotSeated);
  return plan;
}

const stateOf = (seat: { id_order: number | null; blocked_reason: string | null }): SeatState =>
  seat.blocked_reason !== null ? 'blocked' : seat.id_order !== null ? 'taken' : 'free';

/**
 * A seated show's map: its zones with their prices, and every seat with its state now; null for a
 * general-admission show (the show page asks every show, and hears in one call which it is).
 */
export async function seatMapOf(db: Db, tiketId: number): Promise<SeatMap | null> {
  const plan = await publicShowPlan(db, tiketId);
  if (!plan) return null;
  const [zones, seats] = await Promise.all([
    db
      .select({
        id: ticketCategories.id,
        name: ticketCategories.name,
        price: ticketCategories.price,
        member_price: ticketCategories.member_price,
      })
      .from(ticketCategories)
      .where(eq(ticketCategories.id_tiket, tiketId))
      .orderBy(asc(ticketCategories.position), asc(ticketCategories.id)),
    db.select().from(showSeats).where(eq(showSeats.id_tiket, tiketId)).orderBy(asc(showSeats.y), asc(showSeats.x)),
  ]);
  const used = new Set(seats.map((seat) => seat.id_kategori));
  return {
    id_tiket: tiketId,
    plan: { id: plan.id, name: plan.name, version: plan.version },
    stage: plan.layout.stage.label,
    zones: zones.filter((zone) => used.has(zone.id)),
    seats: seats.map((seat) => ({
      id: seat.id,
      ...seatGeometry(seat),
      zone: seat.id_kategori,
      state: stateOf(seat),
    })),
  };
}

/**
 * The seats not free now, and a tag of exactly that answer: the map polls it every second or so
 * and mostly hears 304 (nothing changed), a few bytes.
 */
export async function seatsTakenOf(db: Db, tiketId: number) {
  await publicSeatedShow(db, tiketId);
  const rows = await db
    .select({ id: showSeats.id, id_order: showSeats.id_order, blocked_reason: showSeats.blocked_reason })
    .from(showSeats)
    .where(and(eq(showSeats.id_tiket, tiketId), or(isNotNull(showSeats.id_order), isNotNull(showSeats.blocked_reason))))
    .orderBy(asc(showSeats.id));
  const taken = rows.filter((row) => row.blocked_reason === null).map((row) => row.id);
  const blocked = rows.filter((row) => row.blocked_reason !== null).map((row) => row.id);
  const etag = `"${createHash('sha1')
    .update(`${taken.join(',')}|${blocked.join(',')}`)
    .digest('base64url')
    .slice(0, 20)}"`;
  return { etag, data: { taken, blocked } };
}

export { publicSeatedShow };
