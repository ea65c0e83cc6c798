import { doorSalesMessages } from '@teater/contract';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../accounts/index.js';
import type { SessionUser } from '../../accounts/sessions.js';
import type { Db } from '../../core/db/client.js';
import { forbidden } from '../../core/http-error.js';
import { assertMayOpen, type DoorPassRow, doorScopeOf } from '../scope.js';

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
