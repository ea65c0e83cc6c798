import { authMessages, isSubscriptionActive, type User } from '@teater/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../core/db/client.js';
import { conflict, isUniqueViolation } from '../core/http-error.js';
import { enqueueWelcome } from './mails.js';
import { users } from './schema.js';
import type { WithdrawLinks } from './withdraw-link.js';

export type UserRow = typeof users.$inferSelect;

/** The public shape of an account: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    avatar: row.avatar,
    // may read exclusive content: a paid month, or a failed renewal within its grace period
    subscription: isSubscriptionActive(row.subscription_time) || isSubscriptionActive(row.grace_until),
    subscription_time: row.subscription_time?.toISOString() ?? null,
    bahasa: row.bahasa,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Compared without case: an address typed in capitals is still the same person's. */
const sameEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sameEmail(email)).limit(1);
  return row;
}

/** The id of the account of this e-mail, when there is one (a guest's or buyer's tickets join its history). */
export async function accountIdByEmail(db: DbOrTx, email: string): Promise<number | null> {
  if (!email) return null;
  const [account] = await db.select({ id: users.id }).from(users).where(sameEmail(email)).limit(1);
  return account?.id ?? null;
}

export async function countSuperadmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'superadmin'));
  return row?.n ?? 0;
}

export const isLastSuperadmin = async (db: Db, row: UserRow) =>
  row.role === 'superadmin' && (await countSuperadmins(db)) <= 1;

/** subscription: true without a time grants a month from now; false ends it. */
export function subscriptionTimeFrom(
  input: { subscription?: boolean; subscription_time?: string | null },
  current: Date | null,
) {
  if (input.subscription_time !== undefined) return input.subscription_time ? new Date(input.subscription_time) : null;
  if (input.subscription === true) {
    if (isSubscriptionActive(current)) return current;
    const next = new Date();
    next.setMonth(next.getMonth() + 1);
    return next;
  }
  if (input.subscription === false) return null;
  return undefined;
}

export const emailTakenByOther = async (db: Db, email: string, selfId: number) => {
  const other = await findUserByEmail(db, email);
  return other !== undefined && other.id !== selfId;
};

export const updateUser = (db: Db, id: number, values: Partial<typeof users.$inferInsert>) =>
  db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.id, id)))
    .returning();

export const emailTaken = () => conflict(authMessages.emailTaken, { email: authMessages.emailTaken });

/**
 * Creates an account, its welcome mail and what `also` records (its consents, its audit entry)
 * together, or none of them; a taken e-mail answers 409. `withdrawLinks` puts the withdraw link in
 * the welcome mail of a member who said yes to announcements.
 */
export async function createAccount(
  db: Db,
  values: typeof users.$inferInsert,
  also: (tx: Tx, created: UserRow) => Promise<void>,
  withdrawLinks?: (userId: number) => WithdrawLinks,
): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx.insert(users).values(values).returning();
      if (!created) throw new Error('insert returned nothing');
      await enqueueWelcome(tx, created, withdrawLinks?.(created.id));
      await also(tx, created);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
