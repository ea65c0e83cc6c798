import type { AnnouncementAudience } from '@teater/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db/client.js';

/** Whether the account `u` is in an audience (always among those who consented: the caller sees to that). */
const audienceCondition = (audience: AnnouncementAudience): SQL => {
  switch (audience) {
    case 'sahabat':
      return sql`u.subscription_time > now()`;
    case 'buyers':
      return sql`EXISTS (SELECT 1 FROM ticket_orders o JOIN tikets t ON t.id = o.id_tiket
        WHERE o.id_user = u.id AND o.status = 'paid' AND t.tanggal_pertujukan < now())`;
    default:
      return sql`true`;
  }
};

/** A member an announcement may go to. */
export interface Recipient {
  id: number;
  name: string;
  email: string;
}

/**
 * The next `size` accounts after id `after` and, of those, the members the announcement goes to:
 * their latest word on announcements is yes and they are in its audience. One statement that walks
 * the users' primary key and looks up each one's latest consent (an index lookup each), so every
 * batch costs its size whatever the share of members who consented, and the table is never read
 * whole (on PGlite, which shares its thread with the site, no batch may take long).
 */
export async function nextBatch(db: DbOrTx, audience: AnnouncementAudience, batch: { after: number; size: number }) {
  const result = await db.execute(sql`
    SELECT u.id, u.name, u.email,
      coalesce((
        SELECT c.granted FROM consents c WHERE c.user_id = u.id AND c.kind = 'announcements' ORDER BY c.id DESC LIMIT 1
      ), false) AND ${audienceCondition(audience)} AS chosen
    FROM users u WHERE u.id > ${batch.after}::int
    ORDER BY u.id LIMIT ${batch.size}::int`);
  const rows = (result as unknown as { rows: (Recipient & { chosen: boolean })[] }).rows;
  return {
    /** where the next batch starts; null when the accounts ran out */
    next: rows.length < batch.size ? null : Number(rows.at(-1)?.id ?? batch.after),
    last: Number(rows.at(-1)?.id ?? batch.after),
    chosen: rows.filter((row) => row.chosen).map(({ id, name, email }) => ({ id: Number(id), name, email })),
  };
}

/** How many members an announcement to `audience` would reach now (the send dialog says so). */
export async function audienceSize(db: DbOrTx, audience: AnnouncementAudience): Promise<number> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS n
    FROM (
      SELECT DISTINCT ON (user_id) user_id, granted FROM consents WHERE kind = 'announcements'
      ORDER BY user_id, id DESC
    ) c JOIN users u ON u.id = c.user_id
    WHERE c.granted AND ${audienceCondition(audience)}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}
