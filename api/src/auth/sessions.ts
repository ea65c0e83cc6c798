import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema.js';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: 'user' | 'admin' | 'superadmin';
  subscription_time: Date | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: number, days: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + days * 86_400_000);
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt })
    .returning({ id: sessions.id });
  return { token, expiresAt, id: row?.id ?? 0 };
}

export async function findSession(db: Db, token: string): Promise<{ sessionId: number; user: SessionUser } | null> {
  if (token.length < 20 || token.length > 100) return null;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      subscription_time: users.subscription_time,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  const { sessionId, ...user } = row;
  return { sessionId, user };
}

export const endSession = (db: Db, sessionId: number) => db.delete(sessions).where(eq(sessions.id, sessionId));

/** After a password change: every other session of the user ends. */
export const endOtherSessions = (db: Db, userId: number, keepSessionId: number | null) =>
  db
    .delete(sessions)
    .where(
      keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId),
    );
