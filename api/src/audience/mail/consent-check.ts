import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';

/**
 * The announcement mails among `rows` whose member has withdrawn their consent since the mail was
 * queued (or whose account is gone): they are not sent. One statement for the batch.
 */
export async function withdrawnRecipients(
  db: Db,
  rows: { id: number; kind: string; data: Record<string, unknown> }[],
): Promise<number[]> {
  const byUser = new Map<number, number[]>();
  for (const row of rows) {
    if (row.kind !== 'announcement' || typeof row.data.user !== 'number') continue;
    byUser.set(row.data.user, [...(byUser.get(row.data.user) ?? []), row.id]);
  }
  if (byUser.size === 0) return [];
  const ids = sql.join(
    [...byUser.keys()].map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await db.execute(sql`
    SELECT DISTINCT ON (user_id) user_id, granted FROM consents
    WHERE kind = 'announcements' AND user_id IN (${ids})
    ORDER BY user_id, id DESC`);
  const consenting = new Set(
    (result as unknown as { rows: { user_id: number; granted: boolean }[] }).rows
      .filter((row) => row.granted)
      .map((row) => Number(row.user_id)),
  );
  return [...byUser].flatMap(([user, mails]) => (consenting.has(user) ? [] : mails));
}
