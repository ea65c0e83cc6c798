import { doorSalesMessages } from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../accounts/index.js';
import type { SessionUser } from '../../accounts/sessions.js';
import type { Db } from '../../core/db/client.js';
import { forbidden, notFound } from '../../core/http-error.js';
import { assertMayOpen, type DoorPassRow, doorScopeOf } from '../scope.js';
import { doorSales, doorShifts } from './schema.js';

/** Who sells: the account (a pass's or a staff member's) and its pass, if it is one. */
export interface Seller {
  user: SessionUser;
  pass: DoorPassRow | null;
}

/**
 * 403 unless the caller may open this show's door AND sell there: an admin, or a pass given the
 * right to sell. An admit-only pass is refused every sales call, whatever it asks.
 */
export async function assertMaySell(db: Db, request: FastifyRequest, showId: number): Promise<Seller> {
  const scope = await assertMayOpen(db, request, showId);
  if (scope.pass && !scope.pass.can_sell) throw forbidden(doorSalesMessages.notSeller);
  return { user: callerOf(request), pass: scope.pass };
}

/** 403 for an admit-only pass before anything is looked up: it learns not even whether a sale or shift exists. */
export async function assertSeller(db: Db, request: FastifyRequest): Promise<void> {
  const scope = await doorScopeOf(db, request);
  if (scope.pass && !scope.pass.can_sell) throw forbidden(doorSalesMessages.notSeller);
}

/** The seller at the show of what `found` finds: an admit-only pass is refused before it is looked up. */
async function sellerAt(db: Db, request: FastifyRequest, found: () => Promise<{ showId: number }[]>) {
  await assertSeller(db, request);
  const [row] = await found();
  if (!row) throw notFound();
  return { ...(await assertMaySell(db, request, row.showId)), showId: row.showId };
}

/** 403 unless the caller may sell at the show of this sale (by its key); 404 when there is none. */
export const assertMaySellSale = (db: Db, request: FastifyRequest, key: string) =>
  sellerAt(db, request, () =>
    db.select({ showId: doorSales.id_tiket }).from(doorSales).where(eq(doorSales.sale_key, key)),
  );

/** 403 unless the caller may sell at the show of this till shift; 404 when there is none. */
export const assertMaySellShift = (db: Db, request: FastifyRequest, id: number) =>
  sellerAt(db, request, () => db.select({ showId: doorShifts.id_tiket }).from(doorShifts).where(eq(doorShifts.id, id)));
