import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../core/db/client.js';
import type { SessionUser } from '../core/session-user.js';
import { sessions, users } from './schema.js';

export type { SessionUser } from '../core/session-user.js';

/** What a session records of how and where it was opened. */
export interface SessionOrigin {
  method: 'password' | 'passkey';
  secondFactor: 'totp' | 'passkey' | 'recovery' | null;
  userAgent: string | null;
  ip: string | null;
  place: string | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: number, days: number, origin?: SessionOrigin) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + days * 86_400_000);
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt, ...origin })
    .returning({ id: sessions.id });
  return { token, expiresAt, id: row?.id ?? 0 };
}

/**
 * The session lookup every authenticated request makes, prepared once per database: the query is
 * not rebuilt per request, and on a PostgreSQL server it is a named statement each connection
 * parses and plans once. It looks up the sessions of many requests at once (below). Always asked
 * of the database, never cached, so a session that ends (logout, password change, in any process)
 * is refused by the very next request.
 */
function prepareFind(db: Db) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      sessionId: sessions.id,
      secondFactor: sessions.secondFactor,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      subscription_time: users.subscription_time,
      grace_until: users.grace_until,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.tokenHash} = ANY(${sql.placeholder('hashes')}::text[])`,
        sql`${sessions.expiresAt} > ${sql.placeholder('now')}::timestamptz`,
      ),
    )
    .prepare('find_sessions');
}

export interface FoundSession {
  sessionId: number;
  secondFactor: string | null;
  lastSeenAt: Date;
  user: SessionUser;
}

/** The most sessions one lookup asks for. */
const MAX_LOOKUP = 500;

interface Lookup {
  hash: string;
  resolve(found: FoundSession | null): void;
  reject(error: unknown): void;
}

/**
 * Group lookup, as the order batcher groups orders: one query in flight at a time per database;
 * the requests arriving meanwhile wait and are looked up together by the next one. A rush of
 * thousands of requests then costs a few queries instead of one pool connection each, and the
 * early requests' later queries no longer wait behind every later request's lookup. Each request is
 * still answered by a query begun after it arrived: nothing is remembered between lookups.
 */
function sessionLookups(db: Db) {
  const find = prepareFind(db);
  const waiting: Lookup[] = [];
  let running = false;
  const run = async () => {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, MAX_LOOKUP);
      try {
        // a token hash is hex: safe inside an array literal
        const hashes = `{${[...new Set(batch.map((lookup) => lookup.hash))].join(',')}}`;
        const rows = await find.execute({ hashes, now: new Date().toISOString() });
        const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
        for (const lookup of batch) {
          const row = byHash.get(lookup.hash);
          if (!row) {
            lookup.resolve(null);
            continue;
          }
          const { tokenHash: _, sessionId, secondFactor, lastSeenAt, ...user } = row;
          lookup.resolve({ sessionId, secondFactor, lastSeenAt, user });
        }
      } catch (error) {
        for (const lookup of batch) lookup.reject(error);
      }
    }
    running = false;
  };
  return (hash: string) =>
    new Promise<FoundSession | null>((resolve, reject) => {
      waiting.push({ hash, resolve, reject });
      if (!running) void run();
    });
}
const lookups = new WeakMap<Db, ReturnType<typeof sessionLookups>>();

export async function findSession(db: Db, token: string): Promise<FoundSession | null> {
  if (token.length < 20 || token.length > 100) return null;
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = sessionLookups(db);
    lookups.set(db, lookup);
  }
  return lookup(hashToken(token));
}

export const endSession = (db: Db, sessionId: number) => db.delete(sessions).where(eq(sessions.id, sessionId));

/** After a password change: every other session of the user ends. */
export const endOtherSessions = (db: Db, userId: number, keepSessionId: number | null) =>
  db
    .delete(sessions)
    .where(
      keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId),
    );
