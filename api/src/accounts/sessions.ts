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
 * parses and plans once. Always asked of the database, never cached, so a session that ends
 * (logout, password change, in any process) is refused by the very next request.
 */
function prepareFind(db: Db) {
  return db
    .select({
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
        eq(sessions.tokenHash, sql.placeholder('hash')),
        sql`${sessions.expiresAt} > ${sql.placeholder('now')}::timestamptz`,
      ),
    )
    .limit(1)
    .prepare('find_session');
}
const finders = new WeakMap<Db, ReturnType<typeof prepareFind>>();

export interface FoundSession {
  sessionId: number;
  secondFactor: string | null;
  lastSeenAt: Date;
  user: SessionUser;
}

export async function findSession(db: Db, token: string): Promise<FoundSession | null> {
  if (token.length < 20 || token.length > 100) return null;
  let find = finders.get(db);
  if (!find) {
    find = prepareFind(db);
    finders.set(db, find);
  }
  const [row] = await find.execute({ hash: hashToken(token), now: new Date().toISOString() });
  if (!row) return null;
  const { sessionId, secondFactor, lastSeenAt, ...user } = row;
  return { sessionId, secondFactor, lastSeenAt, user };
}

export const endSession = (db: Db, sessionId: number) => db.delete(sessions).where(eq(sessions.id, sessionId));

/** After a password change: every other session of the user ends. */
export const endOtherSessions = (db: Db, userId: number, keepSessionId: number | null) =>
  db
    .delete(sessions)
    .where(
      keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId),
    );
