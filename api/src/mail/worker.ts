import type { MailKind } from '@teater/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../db/schema.js';
import { type TicketSigner, ticketSignerOf } from '../door/signing.js';
import { inlinePicturesOf } from './inline-pictures.js';
import type { MailSite } from './layout.js';
import { renderMail } from './templates/index.js';
import type { MailTransport, Message } from './transport.js';

type OutboxRow = typeof mailOutbox.$inferSelect;

/** After this many failed tries a mail is marked failed (admins can send it again). */
export const MAX_ATTEMPTS = 8;
const BATCH = 20;
/** How long a worker may take to send what it claimed before another may take it over. */
const CLAIM_SECONDS = 120;
/** Wait before the n-th retry: 30 s, 1 min, 2 min, … at most an hour. */
export const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

/**
 * Takes due mails for this worker: one statement with FOR UPDATE SKIP LOCKED, so two processes
 * sharing the database never take the same mail (a claim that ran out, after a crash, is taken
 * over).
 */
async function claimDue(app: FastifyInstance): Promise<OutboxRow[]> {
  const result = await app.db.execute(sql`
    UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1,
      claimed_until = now() + ${sql.raw(`interval '${CLAIM_SECONDS} seconds'`)}
    WHERE id IN (
      SELECT id FROM mail_outbox
      WHERE (status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND claimed_until < now())
      ORDER BY id LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return app.db
    .select()
    .from(mailOutbox)
    .where(
      sql`${mailOutbox.id} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .orderBy(mailOutbox.id);
}

/** The message of an outbox row: rendered now, the e-ticket's QR code drawn as an inline PNG. */
export async function messageOf(row: OutboxRow, site: MailSite, from: string, signer?: TicketSigner): Promise<Message> {
  const mail = renderMail(row.kind as MailKind, row.data, site);
  const message: Message = { from, to: row.recipient, ...mail };
  const pictures = await inlinePicturesOf(row.kind as MailKind, row.data, signer);
  if (pictures.length > 0) message.attachments = pictures;
  return message;
}

/** Sends what is due once; answers how many were sent. Failures wait (backoff) or end as failed. */
export async function deliverDue(app: FastifyInstance, transport: MailTransport, site: MailSite, from: string) {
  let sent = 0;
  for (;;) {
    const rows = await claimDue(app);
    if (rows.length === 0) return sent;
    for (const row of rows) {
      try {
        const signer = row.kind === 'ticket-paid' ? await ticketSignerOf(app.db) : undefined;
        await transport.send(await messageOf(row, site, from, signer), `${row.id}-${row.kind}`);
        // A reset link is a key: once sent, the outbox keeps no copy of it.
        const data = row.kind === 'password-reset' ? { ...row.data, link: null } : row.data;
        await app.db
          .update(mailOutbox)
          .set({ status: 'sent', sent_at: new Date(), claimed_until: null, last_error: null, data })
          .where(eq(mailOutbox.id, row.id));
        sent++;
      } catch (error) {
        const failed = row.attempts >= MAX_ATTEMPTS;
        await app.db
          .update(mailOutbox)
          .set({
            status: failed ? 'failed' : 'pending',
            claimed_until: null,
            last_error: error instanceof Error ? error.message.slice(0, 500) : String(error),
            next_attempt_at: new Date(Date.now() + backoffSeconds(row.attempts) * 1000),
          })
          .where(eq(mailOutbox.id, row.id));
        app.log.warn({ mail: row.id, attempts: row.attempts }, `mail not sent: ${String(error)}`);
      }
    }
  }
}
