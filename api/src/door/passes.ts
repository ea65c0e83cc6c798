import { createHash, randomBytes } from 'node:crypto';
import { type DoorPass, type DoorPassBody, doorPassesList, doorPassMessages } from '@teater/contract';
import { and, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { createSession } from '../accounts/index.js';
import { sessions, users } from '../accounts/schema.js';
import { tikets } from '../content/schema.js';
import { audit } from '../core/audit/record.js';
import type { Db } from '../core/db/client.js';
import { badRequest, conflict, notFound } from '../core/http-error.js';
import type { ListSource } from '../core/list-query.js';
import { doorPasses } from './schema.js';

/**
 * Door passes (decision 025): each is an account of role `door` with no password (no hash can
 * match '!'), opened once by its link on the door's phone. Every write of a pass is here, one
 * function per action.
 */
const NO_PASSWORD = '!door-pass';
const DAY_MS = 86_400_000;
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const creator = alias(users, 'creator');
/** The admins' list: a pass, its show and who made it. */
export const doorPassesSource: ListSource = {
  list: doorPassesList,
  columns: { label: doorPasses.label, createdAt: doorPasses.createdAt },
  id: doorPasses.id,
  computed: {
    active: (value) =>
      value === true || value === 'true'
        ? and(isNull(doorPasses.revoked_at), gt(doorPasses.expires_at, new Date()))
        : or(isNotNull(doorPasses.revoked_at), lte(doorPasses.expires_at, new Date())),
  },
  defaultLimit: 50,
};

export const passRows = (db: Db, where: SQL | undefined) =>
  db
    .select({
      pass: doorPasses,
      show: { id: tikets.id, name: tikets.nama_pertujukan, date: tikets.tanggal_pertujukan },
      createdBy: creator.name,
    })
    .from(doorPasses)
    .leftJoin(tikets, eq(tikets.id, doorPasses.id_tiket))
    .leftJoin(creator, eq(creator.id, doorPasses.created_by))
    .where(where)
    .$dynamic();

type PassRow = Awaited<ReturnType<typeof passRows>>[number];

export const passOf = ({ pass, show, createdBy }: PassRow): DoorPass => ({
  id: pass.id,
  label: pass.label,
  show: show?.id ? { id: show.id, name: show.name ?? '', date: (show.date ?? new Date()).toISOString() } : null,
  createdAt: pass.createdAt.toISOString(),
  expiresAt: pass.expires_at.toISOString(),
  activatedAt: pass.activated_at?.toISOString() ?? null,
  revokedAt: pass.revoked_at?.toISOString() ?? null,
  createdBy,
  canSell: pass.can_sell,
});

/** Until when a pass works: a day after its show (at least a day from now), or `allShowsDays` for every show. */
async function expiryOf(db: Db, showId: number | null, allShowsDays: number): Promise<Date> {
  const now = Date.now();
  if (showId === null) return new Date(now + allShowsDays * DAY_MS);
  const [show] = await db.select({ date: tikets.tanggal_pertujukan }).from(tikets).where(eq(tikets.id, showId));
  if (!show) throw badRequest(doorPassMessages.showNotFound, { showId: doorPassMessages.showNotFound });
  return new Date(Math.max(show.date.getTime(), now) + DAY_MS);
}

/** A new pass and its account; answers the pass and its link's secret (shown once, kept hashed). */
export async function createPass(db: Db, request: FastifyRequest, body: DoorPassBody, allShowsDays: number) {
  const createdBy = request.user?.id ?? null;
  const expiresAt = await expiryOf(db, body.showId, allShowsDays);
  const secret = randomBytes(32).toString('base64url');
  const id = await db.transaction(async (tx) => {
    const [account] = await tx
      .insert(users)
      .values({
        name: body.label,
        email: `pintu-${randomBytes(8).toString('hex')}@pintu.invalid`,
        passwordHash: NO_PASSWORD,
        role: 'door',
      })
      .returning({ id: users.id });
    const [pass] = await tx
      .insert(doorPasses)
      .values({
        id_user: account?.id ?? 0,
        label: body.label,
        id_tiket: body.showId,
        secret_hash: hashSecret(secret),
        created_by: createdBy,
        expires_at: expiresAt,
        can_sell: body.canSell,
      })
      .returning();
    await audit(tx, request, { resource: 'door_passes', id: pass?.id ?? null, action: 'create', after: pass ?? null });
    return pass?.id ?? 0;
  });
  const [row] = await passRows(db, eq(doorPasses.id, id));
  if (!row) throw notFound();
  return { pass: passOf(row), secret };
}

/** Revoked at once: the pass's sessions end, so its device's next sync is refused. */
export async function revokePass(db: Db, request: FastifyRequest, id: number) {
  const [pass] = await db.select().from(doorPasses).where(eq(doorPasses.id, id));
  if (!pass) throw notFound();
  if (pass.revoked_at) throw conflict(doorPassMessages.alreadyRevoked);
  await db.transaction(async (tx) => {
    const [after] = await tx
      .update(doorPasses)
      .set({ revoked_at: new Date(), secret_hash: null })
      .where(eq(doorPasses.id, id))
      .returning();
    await tx.delete(sessions).where(eq(sessions.userId, pass.id_user));
    await audit(tx, request, { resource: 'door_passes', id, action: 'revoke', before: pass, after: after ?? null });
  });
  const [row] = await passRows(db, eq(doorPasses.id, id));
  if (!row) throw notFound();
  return passOf(row);
}

/**
 * How long after its first opening a link opens again for the same device: the answer carrying the
 * session may be lost on the way back (the signal dropped after the server answered), and the phone
 * asks again. Any other device, or later, is refused.
 */
export const ACTIVATION_GRACE_MS = 10 * 60_000;

/** The link is unused, or was opened by this very device moments ago. */
function openableBy(device: string | undefined, now: Date) {
  const first = isNull(doorPasses.activated_at);
  if (!device) return first;
  const graceFrom = new Date(now.getTime() - ACTIVATION_GRACE_MS);
  return or(first, and(eq(doorPasses.activated_device, device), gt(doorPasses.activated_at, graceFrom)));
}

/**
 * The link opened on the door's phone: once, while the pass lives (again by the same device within
 * ACTIVATION_GRACE_MS, whose earlier session, never received, ends); answers a session until the pass ends.
 */
export async function activatePass(db: Db, request: FastifyRequest, secret: string, device?: string) {
  const now = new Date();
  const opened = await db.transaction(async (tx) => {
    const [pass] = await tx
      .update(doorPasses)
      .set({
        activated_at: sql`coalesce(${doorPasses.activated_at}, ${now})`,
        activated_device: sql`coalesce(${doorPasses.activated_device}, ${device ?? null})`,
      })
      .where(
        and(
          eq(doorPasses.secret_hash, hashSecret(secret)),
          isNull(doorPasses.revoked_at),
          gt(doorPasses.expires_at, now),
          openableBy(device, now),
        ),
      )
      .returning();
    const [user] = pass ? await tx.select().from(users).where(eq(users.id, pass.id_user)) : [];
    if (!pass || !user) return undefined;
    const again = pass.activated_at !== null && pass.activated_at.getTime() !== now.getTime();
    if (again) await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await audit(tx, request, {
      resource: 'door_passes',
      id: pass.id,
      action: 'login',
      actor: user,
      summary: again ? `${pass.label} (${doorPassMessages.openedAgain})` : pass.label,
    });
    return { pass, user };
  });
  if (!opened) return undefined;
  const days = (opened.pass.expires_at.getTime() - now.getTime()) / DAY_MS;
  return { session: await createSession(db, opened.user.id, days), user: opened.user };
}
