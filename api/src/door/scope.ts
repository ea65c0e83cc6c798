import { doorPassMessages, isAdminRole } from '@teater/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../accounts/index.js';
import type { Db } from '../core/db/client.js';
import { forbidden } from '../core/http-error.js';
import { doorPasses } from './schema.js';

/** The shows a caller may open the door of: every show (admins, all-show passes) or one. */
export type DoorScope = { all: true; pass: DoorPassRow | null } | { all: false; showId: number; pass: DoorPassRow };
export type DoorPassRow = typeof doorPasses.$inferSelect;

/** The live pass of a door account, if it has one (not revoked, not expired). */
export async function livePassOf(db: Db, userId: number): Promise<DoorPassRow | undefined> {
  const [pass] = await db
    .select()
    .from(doorPasses)
    .where(and(eq(doorPasses.id_user, userId), isNull(doorPasses.revoked_at), gt(doorPasses.expires_at, new Date())));
  return pass;
}

/** The caller's door scope (after requireAccess('door')); 403 for a door account without a live pass. */
export async function doorScopeOf(db: Db, request: FastifyRequest): Promise<DoorScope> {
  const user = callerOf(request);
  if (isAdminRole(user.role)) return { all: true, pass: null };
  const pass = await livePassOf(db, user.id);
  if (!pass) throw forbidden();
  return pass.id_tiket === null ? { all: true, pass } : { all: false, showId: pass.id_tiket, pass };
}

export const mayOpen = (scope: DoorScope, showId: number) => scope.all || scope.showId === showId;

/** 403 unless the caller may open this show's door. */
export async function assertMayOpen(db: Db, request: FastifyRequest, showId: number): Promise<DoorScope> {
  const scope = await doorScopeOf(db, request);
  if (!mayOpen(scope, showId)) throw forbidden(doorPassMessages.notYours);
  return scope;
}
