import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { fallBack } from './outbox.js';
import { errorOf, type WebhookStatus } from './webhook.js';

/** Statuses move forward only (the webhook may post them out of order, or twice). */
const RANK = sql`CASE status WHEN 'pending' THEN 0 WHEN 'sending' THEN 0 WHEN 'accepted' THEN 1
  WHEN 'sent' THEN 2 WHEN 'delivered' THEN 3 WHEN 'read' THEN 4 ELSE 5 END`;
const RANK_OF: Record<string, number> = { sent: 2, delivered: 3, read: 4 };

/**
 * Applies one status from the webhook to the message it names: sent, delivered and read move it
 * forward; failed ends a message not yet delivered and sends its fallback mail, once. Unknown
 * messages and statuses are ignored (the webhook also reports messages of other apps).
 */
async function applyStatus(db: Db, status: WebhookStatus) {
  await db.transaction(async (tx) => {
    if (status.status === 'failed') {
      const result = await tx.execute(sql`
        UPDATE whatsapp_messages SET status = 'failed', last_error = ${errorOf(status)}, "updatedAt" = now()
        WHERE wamid = ${status.id} AND status IN ('pending', 'sending', 'accepted', 'sent')
        RETURNING id`);
      for (const row of (result as unknown as { rows: { id: number }[] }).rows) await fallBack(tx, Number(row.id));
      return;
    }
    const rank = RANK_OF[status.status];
    if (rank === undefined) return;
    await tx.execute(sql`
      UPDATE whatsapp_messages SET status = ${status.status}, "updatedAt" = now()
      WHERE wamid = ${status.id} AND ${RANK} < ${rank}`);
  });
}

export async function applyStatuses(db: Db, statuses: WebhookStatus[]) {
  for (const status of statuses) await applyStatus(db, status);
}
