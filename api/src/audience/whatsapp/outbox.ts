import { normalizeWhatsAppNumber, type WhatsAppKind } from '@teater/contract';
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
 * The same notification of one kind for many members at once (a run's reminders), in one
 * statement: each goes to the members who added a number and whose latest word on WhatsApp is yes.
 * The mails went anyway; nobody else gets anything. Answers how many went to WhatsApp.
 */
export async function notifyWhatsAppAll(
  tx: DbOrTx,
  kind: WhatsAppKind,
  items: { key: string; userId: number; data: Record<string, unknown> }[],
): Promise<number> {
  if (items.length === 0) return 0;
  const rows = items.map(({ key, userId, data }) => ({ key, user_id: userId, data }));
  const result = await tx.execute(sql`
    INSERT INTO whatsapp_messages (dedupe_key, user_id, phone, kind, data)
    SELECT i.key, n.user_id, n.number, ${kind}, i.data
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS i(key text, user_id int, data jsonb)
    JOIN whatsapp_numbers n ON n.user_id = i.user_id
    WHERE (SELECT c.granted FROM consents c WHERE c.user_id = n.user_id AND c.kind = 'whatsapp' ORDER BY c.id DESC LIMIT 1)
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * A notification to a number given for it, with no member behind it: a buyer at the door who
 * asked for the ticket on WhatsApp at the till (their asking is the consent, for this message
 * only; the number is kept on the message, as a member's is). The same key as the member's
 * message of the same event: if the buyer's account has WhatsApp too, one message goes.
 */
export async function notifyWhatsAppNumber(
  tx: DbOrTx,
  notification: { key: string; phone: string; kind: WhatsAppKind; data: Record<string, unknown> },
): Promise<boolean> {
  const phone = normalizeWhatsAppNumber(notification.phone);
  if (!phone) return false;
  const { key, kind, data } = notification;
  const inserted = await tx
    .insert(whatsappMessages)
    .values({ dedupe_key: key, user_id: null, phone, kind, data })
    .onConflictDoNothing({ target: whatsappMessages.dedupe_key })
    .returning({ id: whatsappMessages.id });
  return inserted.length > 0;
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
