import type { DoorShare } from '@teater/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../core/db/client.js';
import { mintCodes } from './offline-tickets.js';
import { unsharedOf } from './quotas.js';
import { doorQuotas, doorShares } from './schema.js';

/**
 * A device's shares of the door's quota. Taking a share locks the quota row and takes at most
 * what is unshared and unsold, so the shares of one quota never add up to more than the quota:
 * two devices selling offline, each only within its own share, cannot oversell.
 */
export async function takeShares(
  tx: Tx,
  owner: { userId: number; deviceId: string },
  showId: number,
  wanted: readonly { categoryId: number; seats: number }[],
) {
  for (const want of [...wanted].sort((a, b) => a.categoryId - b.categoryId)) {
    const [quota] = await tx
      .select()
      .from(doorQuotas)
      .where(and(eq(doorQuotas.id_kategori, want.categoryId), eq(doorQuotas.id_tiket, showId)))
      .for('update');
    if (!quota || quota.released_at) continue;
    const grant = Math.min(want.seats, unsharedOf(quota));
    if (grant <= 0) continue;
    await tx
      .update(doorQuotas)
      .set({ shared: sql`${doorQuotas.shared} + ${grant}`, updatedAt: new Date() })
      .where(eq(doorQuotas.id, quota.id));
    const [share] = await tx
      .insert(doorShares)
      .values({ id_quota: quota.id, id_user: owner.userId, device_id: owner.deviceId, seats: grant })
      .onConflictDoUpdate({
        target: [doorShares.id_quota, doorShares.id_user, doorShares.device_id],
        set: { seats: sql`${doorShares.seats} + ${grant}`, updatedAt: new Date() },
      })
      .returning({ id: doorShares.id });
    // each seat given gets its ticket signed now, to show the moment it sells with no signal
    if (share) await mintCodes(tx, share.id, grant);
  }
}

/** A device's shares of a show's quotas. */
export async function sharesOf(db: DbOrTx, userId: number, deviceId: string, showId: number): Promise<DoorShare[]> {
  const rows = await db
    .select({ categoryId: doorQuotas.id_kategori, seats: doorShares.seats, sold: doorShares.sold })
    .from(doorShares)
    .innerJoin(doorQuotas, eq(doorQuotas.id, doorShares.id_quota))
    .where(and(eq(doorShares.id_user, userId), eq(doorShares.device_id, deviceId), eq(doorQuotas.id_tiket, showId)))
    .orderBy(asc(doorQuotas.id_kategori));
  return rows;
}

/**
 * Takes `count` seats of a category for one sale. Offline (decided on the device) only from the
 * device's own share; online from the quota's unshared rest first, so the share stays for when the
 * signal drops, then from the share. Conditional updates: of two racing sales only those that fit
 * pass. Answers the share used, or `pool`, or null.
 */
export async function takeSeats(
  tx: Tx,
  owner: { userId: number; deviceId: string },
  categoryId: number,
  count: number,
  offline: boolean,
): Promise<{ from: 'share'; shareId: number } | { from: 'pool' } | null> {
  if (!offline && (await takeFromPool(tx, categoryId, count))) return { from: 'pool' };
  const [share] = await tx
    .update(doorShares)
    .set({ sold: sql`${doorShares.sold} + ${count}`, updatedAt: new Date() })
    .where(
      and(
        eq(doorShares.id_user, owner.userId),
        eq(doorShares.device_id, owner.deviceId),
        sql`${doorShares.id_quota} = (SELECT id FROM ${doorQuotas} WHERE ${doorQuotas.id_kategori} = ${categoryId})`,
        sql`${doorShares.seats} - ${doorShares.sold} >= ${count}`,
      ),
    )
    .returning({ id: doorShares.id });
  return share ? { from: 'share', shareId: share.id } : null;
}

/** Seats from the quota's rest that no device holds, while the quota is not released. */
async function takeFromPool(tx: Tx, categoryId: number, count: number) {
  const [pooled] = await tx
    .update(doorQuotas)
    .set({ pool_sold: sql`${doorQuotas.pool_sold} + ${count}`, updatedAt: new Date() })
    .where(
      and(
        eq(doorQuotas.id_kategori, categoryId),
        sql`${doorQuotas.released_at} IS NULL`,
        sql`${doorQuotas.seats} - ${doorQuotas.shared} - ${doorQuotas.pool_sold} >= ${count}`,
      ),
    )
    .returning({ id: doorQuotas.id });
  return pooled !== undefined;
}
