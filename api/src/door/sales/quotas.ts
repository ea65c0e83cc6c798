import { type DoorQuota, type DoorQuotaBody, doorSalesMessages } from '@teater/contract';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { offerFreeSeats } from '../../box-office/index.js';
import { ticketCategories } from '../../box-office/schema.js';
import { audit } from '../../core/audit/record.js';
import type { Db, DbOrTx, Tx } from '../../core/db/client.js';
import { badRequest, conflict } from '../../core/http-error.js';
import { doorQuotas, doorShares } from './schema.js';

/**
 * The door's quota (issue 44). Invariant: a quota's `seats` are always counted in its category's
 * `taken`, so every online path (orders, retakes, waiting lists, the seats shown) leaves them
 * alone without knowing about the door. Setting, shrinking or releasing a quota moves `taken` by
 * the same number in the same transaction.
 */

type QuotaRow = typeof doorQuotas.$inferSelect;

/** Seats of a quota still free to sell or share: neither sold from the pool nor given to a device. */
export const unsharedOf = (quota: QuotaRow) => quota.seats - quota.shared - quota.pool_sold;

/** Moves `n` seats between a category's free seats and its quota (n > 0: into the quota), or fails. */
async function moveTaken(tx: Tx, categoryId: number, n: number): Promise<boolean> {
  if (n === 0) return true;
  const moved = await tx
    .update(ticketCategories)
    .set({ taken: sql`${ticketCategories.taken} + ${n}` })
    .where(and(eq(ticketCategories.id, categoryId), sql`${ticketCategories.seats} - ${ticketCategories.taken} >= ${n}`))
    .returning({ id: ticketCategories.id });
  if (moved.length > 0 && n < 0) await offerFreeSeats(tx, [categoryId]);
  return moved.length > 0;
}

/** Sets the door's quota of each named category of a show; audited as one change of the show's quotas. */
export async function setQuotas(db: Db, request: FastifyRequest, showId: number, body: DoorQuotaBody) {
  await db.transaction(async (tx) => {
    const before = await quotasOf(tx, showId);
    for (const wanted of body.categories) {
      const [category] = await tx
        .select()
        .from(ticketCategories)
        .where(and(eq(ticketCategories.id, wanted.id), eq(ticketCategories.id_tiket, showId)))
        .for('update');
      if (!category)
        throw badRequest(doorSalesMessages.unknownCategory, { categories: doorSalesMessages.unknownCategory });
      const [quota] = await tx.select().from(doorQuotas).where(eq(doorQuotas.id_kategori, wanted.id)).for('update');
      const committed = quota ? quota.shared + quota.pool_sold : 0;
      if (wanted.seats < committed) throw badRequest(doorSalesMessages.quotaBelowSold(category.name, committed));
      const delta = wanted.seats - (quota?.seats ?? 0);
      if (!(await moveTaken(tx, category.id, delta))) {
        throw conflict(doorSalesMessages.quotaShort(category.name, category.seats - category.taken));
      }
      const values = { seats: wanted.seats, release_at: body.releaseAt ? new Date(body.releaseAt) : null };
      await tx
        .insert(doorQuotas)
        .values({ id_tiket: showId, id_kategori: category.id, ...values })
        .onConflictDoUpdate({
          target: doorQuotas.id_kategori,
          set: { ...values, released_at: null, updatedAt: new Date() },
        });
    }
    const after = await quotasOf(tx, showId);
    await audit(tx, request, {
      resource: 'door_quotas',
      id: showId,
      action: 'update',
      before: Object.fromEntries(before.map((q) => [q.category, q.seats])),
      after: Object.fromEntries(after.map((q) => [q.category, q.seats])),
      summary: after.map((q) => `${q.category}: ${q.seats}`).join(', '),
    });
  });
  return quotasOf(db, showId);
}

/** A show's door quotas, in its categories' order. */
export async function quotasOf(db: DbOrTx, showId: number): Promise<DoorQuota[]> {
  const rows = await db
    .select({
      quota: doorQuotas,
      category: ticketCategories.name,
      price: ticketCategories.price,
      shareSold: sql<number>`coalesce((SELECT sum(${doorShares.sold}) FROM ${doorShares} WHERE ${doorShares.id_quota} = ${doorQuotas.id}), 0)::int`,
    })
    .from(doorQuotas)
    .innerJoin(ticketCategories, eq(ticketCategories.id, doorQuotas.id_kategori))
    .where(eq(doorQuotas.id_tiket, showId))
    .orderBy(asc(ticketCategories.position), asc(ticketCategories.id));
  return rows.map(({ quota, category, price, shareSold }) => ({
    categoryId: quota.id_kategori,
    category,
    price,
    seats: quota.seats,
    sold: quota.pool_sold + shareSold,
    shared: quota.shared,
    releaseAt: quota.release_at?.toISOString() ?? null,
    releasedAt: quota.released_at?.toISOString() ?? null,
  }));
}

/**
 * The hour the admin chose has come: the unshared, unsold seats of each quota go back to online
 * sale (and their waiting lists first). Seats a device holds as its share stay with it until its
 * shift closes: it may be selling them with no signal right now. Returns the shows touched.
 */
export async function releaseDueQuotas(db: Db, now: Date = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(doorQuotas)
      .where(and(isNull(doorQuotas.released_at), lte(doorQuotas.release_at, now)))
      .orderBy(asc(doorQuotas.id_kategori))
      .for('update');
    for (const quota of due) {
      const back = unsharedOf(quota);
      await tx
        .update(doorQuotas)
        .set({ seats: quota.seats - back, released_at: now, updatedAt: now })
        .where(eq(doorQuotas.id, quota.id));
      await moveTaken(tx, quota.id_kategori, -back);
    }
    return [...new Set(due.map((quota) => quota.id_tiket))];
  });
}

/**
 * A device's unsold share returns when its shift closes: to the quota's pool, or (the quota
 * released meanwhile) to online sale.
 */
export async function returnShares(tx: Tx, userId: number, deviceId: string, showId: number) {
  const shares = await tx
    .select({ share: doorShares, quota: doorQuotas })
    .from(doorShares)
    .innerJoin(doorQuotas, eq(doorQuotas.id, doorShares.id_quota))
    .where(and(eq(doorShares.id_user, userId), eq(doorShares.device_id, deviceId), eq(doorQuotas.id_tiket, showId)))
    .orderBy(asc(doorQuotas.id_kategori))
    .for('update');
  for (const { share, quota } of shares) {
    const back = share.seats - share.sold;
    if (back === 0) continue;
    await tx.update(doorShares).set({ seats: share.sold, updatedAt: new Date() }).where(eq(doorShares.id, share.id));
    const released = quota.released_at !== null;
    await tx
      .update(doorQuotas)
      .set({
        shared: sql`${doorQuotas.shared} - ${back}`,
        ...(released ? { seats: sql`${doorQuotas.seats} - ${back}` } : {}),
      })
      .where(eq(doorQuotas.id, quota.id));
    if (released) await moveTaken(tx, quota.id_kategori, -back);
  }
}
