import { httpMessages } from '@teater/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../core/audit/record.js';
import type { Db } from '../core/db/client.js';
import { HttpError } from '../core/http-error.js';
import { countHit, giveBackHit } from '../core/rate-limit-store.js';
import { enqueueFactorLocked } from './mails.js';
import { findUserById } from './users-service.js';

interface LoginLimit {
  key: (ip: string, email: string) => string;
  max: number;
  windowMs: number;
}

/**
 * Failed logins are limited per address and account (guessing one account's password is slow) and
 * per address across accounts (one password tried against many accounts is slow too). A login
 * that succeeds gives its attempt back, so people logging in on one school wifi never lock it.
 */
export const LOGIN_LIMITS: readonly LoginLimit[] = [
  { key: (ip, email) => `login|${ip}|${email}`, max: 10, windowMs: 60_000 },
  { key: (ip) => `login|${ip}`, max: 30, windowMs: 10 * 60_000 },
];

export interface LoginAttempt {
  /** the login succeeded: its attempt no longer counts */
  succeeded(): Promise<void>;
}

/**
 * Counts an attempt before the password is checked (one upsert per limit, so concurrent guesses
 * through any number of processes are held to the limit exactly); over a limit answers 429.
 */
export async function takeLoginAttempt(db: Db, reply: FastifyReply, ip: string, email: string): Promise<LoginAttempt> {
  const account = email.trim().toLowerCase();
  const keys = LOGIN_LIMITS.map((limit) => limit.key(ip, account));
  const counts = await Promise.all(LOGIN_LIMITS.map((limit, i) => countHit(db, keys[i] ?? '', limit.windowMs)));
  const over = counts.filter((count, i) => count.hits > (LOGIN_LIMITS[i]?.max ?? 0));
  if (over.length > 0) refuse(reply, Math.max(...over.map((count) => count.ttl)));
  return { succeeded: () => Promise.all(keys.map((key) => giveBackHit(db, key))).then(() => undefined) };
}

function refuse(reply: FastifyReply, ttlMs: number): never {
  reply.header('retry-after', Math.ceil(ttlMs / 1000));
  throw new HttpError(429, httpMessages.rateLimited);
}

/** Wrong second-factor codes an address may try on one account before it is locked out. */
export const FACTOR_TRIES = 10;
const FACTOR_WINDOW_MS = 10 * 60_000;
/** Each lock of the same address and account lasts longer: ten minutes, an hour, then a day. */
export const FACTOR_LOCKS_MS = [10 * 60_000, 60 * 60_000, 24 * 60 * 60_000] as const;
/** How long an address's past locks count toward the next one's length. */
const LOCK_MEMORY_MS = 2 * 24 * 60 * 60_000;

/**
 * Second factors are limited per address and account, never per account alone: an attacker
 * guessing from elsewhere cannot lock the owner out, whose correct code from their own address is
 * always taken. Guessing stays slow: ten tries, then locks of ten minutes, an hour, a day (about 30
 * guesses a day per address instead of 2,880); the owner hears of the first lock by mail.
 */
const keysOf = (ip: string, userId: number) => ({
  tries: `2fa|${ip}|${userId}`,
  lock: `2fa-lock|${ip}|${userId}`,
  locks: `2fa-locks|${ip}|${userId}`,
});

async function lockLeft(db: Db, key: string): Promise<number> {
  const result = await db.execute(sql`
    SELECT greatest(0, ceil(extract(epoch FROM resets_at - now()) * 1000))::int AS ttl
    FROM rate_limits WHERE key = ${key} AND resets_at > now()`);
  return (result as unknown as { rows: { ttl: number }[] }).rows[0]?.ttl ?? 0;
}

const forget = (db: Db, key: string) => db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);

/** A refused try (locked out) is a security event for the account it was tried on. */
async function recordLocked(app: FastifyInstance, request: FastifyRequest, userId: number, untilMs: number) {
  const account = await findUserById(app.db, userId);
  await audit(app.db, request, {
    resource: 'users',
    id: userId,
    action: 'second-factor-failed',
    summary: account?.email ?? '',
    after: { locked: true, until: new Date(Date.now() + untilMs).toISOString() },
    actor: request.user ?? account ?? null,
  });
  return account;
}

/**
 * Counts a second factor's try (a code or a passkey) of the account `userId` from the caller's
 * address, before it is checked; a locked address is answered 429 (recorded), and the try over
 * the limit starts the next, longer lock.
 */
export async function takeFactorAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<LoginAttempt> {
  const { db } = app;
  const keys = keysOf(request.ip, userId);
  const locked = await lockLeft(db, keys.lock);
  if (locked > 0) {
    await recordLocked(app, request, userId, locked);
    refuse(reply, locked);
  }
  const { hits } = await countHit(db, keys.tries, FACTOR_WINDOW_MS);
  if (hits > FACTOR_TRIES) {
    // the one try that crossed the limit (the upsert orders them) starts the lock; later ones see it
    if (hits === FACTOR_TRIES + 1) await startLock(app, request, userId);
    const left = (await lockLeft(db, keys.lock)) || FACTOR_LOCKS_MS[0];
    await recordLocked(app, request, userId, left);
    refuse(reply, left);
  }
  return { succeeded: () => giveBackHit(db, keys.tries) };
}

async function startLock(app: FastifyInstance, request: FastifyRequest, userId: number) {
  const keys = keysOf(request.ip, userId);
  const { hits: level } = await countHit(app.db, keys.locks, LOCK_MEMORY_MS);
  const length = FACTOR_LOCKS_MS[Math.min(level, FACTOR_LOCKS_MS.length) - 1] ?? FACTOR_LOCKS_MS[0];
  await forget(app.db, keys.lock);
  await countHit(app.db, keys.lock, length);
  // after the lock, the address starts over with its ten tries (and the next lock is longer)
  await forget(app.db, keys.tries);
  if (level !== 1) return;
  const account = await findUserById(app.db, userId);
  if (account) {
    await enqueueFactorLocked(app.db, {
      userId,
      name: account.name,
      email: account.email,
      ip: request.ip,
      until: new Date(Date.now() + length),
    });
  }
}
