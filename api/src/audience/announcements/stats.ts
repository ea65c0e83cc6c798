import type { AnnouncementStats } from '@teater/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db/client.js';

type Counted = { id: number; queued: number; sent: number; failed: number };

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );

/** Mails written for each announcement, and how many of them went out or failed for good. */
async function deliveries(db: DbOrTx, ids: readonly number[]) {
  const result = await db.execute(sql`
    SELECT r.announcement_id AS id, count(*)::int AS queued,
      count(*) FILTER (WHERE m.status = 'sent')::int AS sent,
      count(*) FILTER (WHERE m.status = 'failed')::int AS failed
    FROM announcement_recipients r LEFT JOIN mail_outbox m ON m.id = r.mail_id
    WHERE r.announcement_id IN (${idList(ids)})
    GROUP BY r.announcement_id`);
  return (result as unknown as { rows: Counted[] }).rows;
}

/**
 * Members who withdrew their announcement consent with one of these as the last announcement they
 * had been sent: the withdrawals since the oldest of them (few: a partial index holds only
 * withdrawals), each matched to its member's latest announcement before it.
 */
async function unsubscribes(db: DbOrTx, ids: readonly number[], since: Date) {
  const result = await db.execute(sql`
    SELECT last.announcement_id AS id, count(DISTINCT c.user_id)::int AS n
    FROM consents c
    CROSS JOIN LATERAL (
      SELECT r.announcement_id FROM announcement_recipients r
      WHERE r.user_id = c.user_id AND r."createdAt" <= c."createdAt"
      ORDER BY r."createdAt" DESC LIMIT 1
    ) last
    WHERE c.kind = 'announcements' AND NOT c.granted AND c."createdAt" >= ${since.toISOString()}::timestamptz
      AND last.announcement_id IN (${idList(ids)})
    GROUP BY last.announcement_id`);
  return (result as unknown as { rows: { id: number; n: number }[] }).rows;
}

const NONE: AnnouncementStats = { queued: 0, sent: 0, failed: 0, unsubscribed: 0 };

/** Where each announcement's mails stand (those never sent count nothing). Two statements per page. */
export async function statsOf(
  db: DbOrTx,
  rows: readonly { id: number; send_started_at: Date | null }[],
): Promise<Map<number, AnnouncementStats>> {
  const stats = new Map<number, AnnouncementStats>(rows.map((row) => [row.id, { ...NONE }]));
  const sent = rows.filter((row) => row.send_started_at !== null);
  if (sent.length === 0) return stats;
  const ids = sent.map((row) => row.id);
  const since = new Date(Math.min(...sent.map((row) => (row.send_started_at as Date).getTime())));
  const [counted, withdrawn] = await Promise.all([deliveries(db, ids), unsubscribes(db, ids, since)]);
  for (const { id, queued, sent: delivered, failed } of counted) {
    Object.assign(stats.get(Number(id)) ?? {}, { queued, sent: delivered, failed });
  }
  for (const { id, n } of withdrawn) Object.assign(stats.get(Number(id)) ?? {}, { unsubscribed: n });
  return stats;
}
