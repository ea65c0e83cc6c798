import {
  CONSENT_HISTORY_SHOWN,
  type ConsentKind,
  type ConsentRecord,
  type ConsentSource,
  type Consents,
  type WithdrawableConsent,
} from '@teater/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../core/audit/record.js';
import type { Db, DbOrTx, Tx } from '../core/db/client.js';
import { consents } from './schema.js';
import type { SessionUser } from './sessions.js';

type ConsentRow = typeof consents.$inferSelect;

export const consentRecordOf = (row: ConsentRow): ConsentRecord => ({
  id: row.id,
  kind: row.kind,
  granted: row.granted,
  version: row.version,
  source: row.source,
  createdAt: row.createdAt.toISOString(),
});

/** Adds one change to a member's consents (call it in the transaction of the change). */
export async function recordConsent(
  tx: DbOrTx,
  change: { userId: number; kind: ConsentKind; granted: boolean; source: ConsentSource; version?: string; ip?: string },
) {
  const [row] = await tx
    .insert(consents)
    .values({
      user_id: change.userId,
      kind: change.kind,
      granted: change.granted,
      version: change.version ?? null,
      source: change.source,
      ip: change.ip ?? null,
    })
    .returning();
  return row;
}

/** A member's latest change of one consent, or undefined when they never gave or withdrew it. */
async function latest(db: DbOrTx, userId: number, kind: ConsentKind) {
  const [row] = await db
    .select()
    .from(consents)
    .where(and(eq(consents.user_id, userId), eq(consents.kind, kind)))
    .orderBy(desc(consents.id))
    .limit(1);
  return row;
}

/** Whether a member may be sent announcements now: only after a yes that was not withdrawn since. */
export const announcementConsent = async (db: DbOrTx, userId: number) =>
  (await latest(db, userId, 'announcements'))?.granted === true;

/** Where a member's consents stand, and their latest changes. */
export async function consentsOf(db: Db, userId: number): Promise<Consents> {
  const history = await db
    .select()
    .from(consents)
    .where(eq(consents.user_id, userId))
    .orderBy(desc(consents.id))
    .limit(CONSENT_HISTORY_SHOWN);
  const [terms, privacy, announcements] = await Promise.all(
    (['terms', 'privacy', 'announcements'] as const).map((kind) => latest(db, userId, kind)),
  );
  return {
    announcements: announcements?.granted === true,
    terms: terms ? consentRecordOf(terms) : null,
    privacy: privacy ? consentRecordOf(privacy) : null,
    history: history.map(consentRecordOf),
  };
}

export interface Recipient {
  id: number;
  name: string;
  email: string;
}

/**
 * Members who agreed to announcements and have not withdrawn, in id order, `limit` after the id
 * `after` (0 to start): call again with the last id until fewer than `limit` come back. One
 * statement per batch, walking the (kind, user_id, id) index, so 20,000 accounts are never loaded
 * at once.
 */
export async function consentingMembers(db: DbOrTx, batch: { after: number; limit: number }): Promise<Recipient[]> {
  const result = await db.execute(sql`
    SELECT u.id, u.name, u.email
    FROM (
      SELECT DISTINCT ON (user_id) user_id, granted FROM consents
      WHERE kind = 'announcements' AND user_id > ${batch.after}
      ORDER BY user_id, id DESC
    ) c JOIN users u ON u.id = c.user_id
    WHERE c.granted
    ORDER BY c.user_id
    LIMIT ${batch.limit}`);
  return (result as unknown as { rows: Recipient[] }).rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/**
 * Gives or withdraws one of a member's own consents (announcements, WhatsApp), recorded and audited
 * in one transaction (a savepoint of the caller's, if any); saying what already holds records nothing. Answers whether
 * anything changed.
 */
export async function changeConsent(
  db: DbOrTx,
  request: FastifyRequest | null,
  change: {
    user: Pick<SessionUser, 'id' | 'name' | 'email' | 'role'>;
    kind: WithdrawableConsent;
    granted: boolean;
    source: ConsentSource;
  },
): Promise<boolean> {
  const record = async (tx: Tx) => {
    const before = await latest(tx, change.user.id, change.kind);
    if ((before?.granted === true) === change.granted) return false;
    const row = await recordConsent(tx, {
      userId: change.user.id,
      kind: change.kind,
      granted: change.granted,
      source: change.source,
      ip: request?.ip,
    });
    await audit(tx, request, {
      resource: 'consents',
      id: row?.id ?? null,
      action: change.granted ? 'consent-given' : 'consent-withdrawn',
      after: { kind: change.kind, granted: change.granted, source: change.source, user_id: change.user.id },
      summary: change.user.email,
      // a link in a mail has no session: the member it was made for is who acted
      ...(request?.user ? {} : { actor: change.user }),
    });
    return true;
  };
  // inside a caller's transaction this is a savepoint: the change and the caller's stand or fall together
  return db.transaction(record);
}

/** Gives or withdraws a member's announcement consent (see changeConsent). */
export const changeAnnouncements = (
  db: Db,
  request: FastifyRequest | null,
  change: { user: Pick<SessionUser, 'id' | 'name' | 'email' | 'role'>; granted: boolean; source: ConsentSource },
) => changeConsent(db, request, { ...change, kind: 'announcements' });

/** The consents a registration records: the texts accepted (with their versions), and news by mail if ticked. */
export async function recordRegistrationConsents(
  tx: DbOrTx,
  userId: number,
  given: { versions: { terms: string; privacy: string }; announcements: boolean; ip: string },
) {
  const common = { userId, granted: true, source: 'registration' as const, ip: given.ip };
  await recordConsent(tx, { ...common, kind: 'terms', version: given.versions.terms });
  await recordConsent(tx, { ...common, kind: 'privacy', version: given.versions.privacy });
  if (given.announcements) await recordConsent(tx, { ...common, kind: 'announcements' });
}
