import type { WhatsAppKind } from '@teater/contract';
import { and, eq, sql } from 'drizzle-orm';
import { audit, systemActor } from '../../core/audit/record.js';
import type { DbOrTx } from '../../core/db/client.js';
import { enqueueMail, type OutgoingMail } from '../../core/mail-outbox/outbox.js';
import { whatsappMessages } from '../schema.js';

export interface WhatsAppNotification {
  /** names the event, like a mail's key: the same key twice sends once */
  key: string;
  /** the member it is for; none (a deleted account): nothing goes to WhatsApp */
  userId: number | null | undefined;
  kind: WhatsAppKind;
  /** what its template's parameters are filled from (audience/whatsapp/templates.ts), usually its mail's data */
  data: Record<string, unknown>;
  /**
   * The mail to send when WhatsApp cannot: at once for a member without WhatsApp, or once the
   * message failed. Leave it out when the mail goes anyway.
   */
  fallback?: OutgoingMail;
}

/**
 * Sends a notification to the member's WhatsApp too, when they added a number and opted in: the
 * function any notification calls (e-ticket, payment reminder, subscription receipt and end
 * notices; later waiting-list offers), in the transaction of its event, like enqueueMail. The
 * worker sends it through the Cloud API (or the sandbox) and falls back to the mail once if it
 * fails. Answers whether WhatsApp has it.
 */
export async function notifyWhatsApp(tx: DbOrTx, notification: WhatsAppNotification): Promise<boolean> {
  const { key, userId, kind, data, fallback } = notification;
  if (userId) {
    // the number is kept only while the member's latest word on WhatsApp is yes; both are checked
    const result = await tx.execute(sql`
      INSERT INTO whatsapp_messages (dedupe_key, user_id, phone, kind, data, fallback)
      SELECT ${key}, n.user_id, n.number, ${kind}, ${JSON.stringify(data)}::jsonb, ${fallback ? JSON.stringify(fallback) : null}::jsonb
      FROM whatsapp_numbers n
      WHERE n.user_id = ${userId}::int AND (
        SELECT c.granted FROM consents c WHERE c.user_id = n.user_id AND c.kind = 'whatsapp' ORDER BY c.id DESC LIMIT 1
      )
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING id`);
    if ((result as unknown as { rows: unknown[] }).rows.length > 0) return true;
    const [known] = await tx
      .select({ id: whatsappMessages.id })
      .from(whatsappMessages)
      .where(eq(whatsappMessages.dedupe_key, key))
      .limit(1);
    if (known) return true;
  }
  if (fallback) await enqueueMail(tx, fallback);
  return false;
}

/**
 * A message failed for good: its mail goes instead, once (the flag is set conditionally, and the
 * mail's own key would also keep a second one out), and the audit log says WhatsApp's failure made
 * it (the API's answer or its webhook, not a person). Call in the transaction that marked it failed.
 */
export async function fallBack(tx: DbOrTx, id: number) {
  const [row] = await tx
    .update(whatsappMessages)
    .set({ fell_back: true })
    .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.fell_back, false)))
    .returning({
      fallback: whatsappMessages.fallback,
      kind: whatsappMessages.kind,
      error: whatsappMessages.last_error,
    });
  if (!row?.fallback) return;
  await enqueueMail(tx, { ...row.fallback, kind: row.fallback.kind as OutgoingMail['kind'] });
  await audit(tx, null, {
    resource: 'whatsapp_messages',
    id,
    action: 'resend',
    after: { kind: row.kind, last_error: row.error, fell_back: true },
    summary: `${row.kind} → ${row.fallback.to}`,
    actor: systemActor('WhatsApp'),
  });
}
