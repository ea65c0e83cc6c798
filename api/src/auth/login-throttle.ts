import { httpMessages } from '@teater/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client.js';
import { HttpError } from '../http-error.js';
import { countHit, giveBackHit } from '../plugins/rate-limit-store.js';

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

/**
 * Wrong second-factor codes are limited the same way, per account: per address (10 a minute) and
 * across addresses (20 in ten minutes), so a million six-digit codes cannot be tried from many.
 */
export const FACTOR_LIMITS: readonly LoginLimit[] = [
  { key: (ip, account) => `2fa|${ip}|${account}`, max: 10, windowMs: 60_000 },
  { key: (_ip, account) => `2fa|${account}`, max: 20, windowMs: 10 * 60_000 },
];

export interface LoginAttempt {
  /** the login succeeded: its attempt no longer counts */
  succeeded(): Promise<void>;
}

/**
 * Counts an attempt before the password is checked (one upsert per limit, so concurrent guesses
 * through any number of processes are held to the limit exactly); over a limit answers 429.
 */
export const takeLoginAttempt = (db: Db, reply: FastifyReply, ip: string, email: string) =>
  takeAttempt(db, reply, LOGIN_LIMITS, ip, email.trim().toLowerCase());

/** The same for a second factor's code (or passkey) of the account `userId`. */
export const takeFactorAttempt = (db: Db, reply: FastifyReply, ip: string, userId: number) =>
  takeAttempt(db, reply, FACTOR_LIMITS, ip, String(userId));

async function takeAttempt(
  db: Db,
  reply: FastifyReply,
  limits: readonly LoginLimit[],
  ip: string,
  account: string,
): Promise<LoginAttempt> {
  const keys = limits.map((limit) => limit.key(ip, account));
  const counts = await Promise.all(limits.map((limit, i) => countHit(db, keys[i] ?? '', limit.windowMs)));
  const over = counts.filter((count, i) => count.hits > (limits[i]?.max ?? 0));
  if (over.length > 0) {
    reply.header('retry-after', Math.ceil(Math.max(...over.map((count) => count.ttl)) / 1000));
    throw new HttpError(429, httpMessages.rateLimited);
  }
  return { succeeded: () => Promise.all(keys.map((key) => giveBackHit(db, key))).then(() => undefined) };
}
