import type { AnnouncementAudience } from '@teater/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../payments/db-types.js';
import type { Recipient } from '../privacy/consents.js';

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

/** Of one batch of consenting members, those the announcement's audience takes. */
export async function inAudience(db: DbOrTx, audience: AnnouncementAudience, members: Recipient[]) {
  if (audience === 'all' || members.length === 0) return members;
  const ids = sql.join(
    members.map((m) => sql`${m.id}::int`),
    sql`, `,
  );
  const result = await db.execute(
    sql`SELECT u.id FROM users u WHERE u.id IN (${ids}) AND ${audienceCondition(audience)}`,
  );
  const chosen = new Set((result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id)));
  return members.filter((member) => chosen.has(member.id));
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
