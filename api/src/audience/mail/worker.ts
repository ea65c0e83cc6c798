import { DEFAULT_LOCALE, type Locale, type MailKind } from '@teater/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { backoffSeconds, claimDue } from '../../core/claim-due.js';
import { type TicketSigner, ticketSignerOf } from '../../core/keys/ticket-signing.js';
import { withLocale } from '../../core/locale.js';
import { errorMessage, errorText } from '../../core/log-errors.js';
import { mailOutbox } from '../../core/mail-outbox/schema.js';
import { attachedFilesOf } from './attached-files.js';
import { withdrawnRecipients } from './consent-check.js';
import { inlinePicturesOf } from './inline-pictures.js';
import { type MailSite, withdrawOf } from './layout.js';
import { type MailData, mailDataOf } from './mail-data.js';
import { messageIdOf } from './message-id.js';
import { localesOfMails } from './recipient-locale.js';
import { renderMail } from './templates/index.js';
import type { MailTransport, Message } from './transport.js';

type OutboxRow = typeof mailOutbox.$inferSelect;

/** After this many failed tries a mail is marked failed (admins can send it again). */
export const MAX_ATTEMPTS = 8;
const BATCH = 20;
/** How long a worker may take to send what it claimed before another may take it over. */
const CLAIM_SECONDS = 120;

/** Due mails for this worker, claimed (decision 009). */
async function claimed(app: FastifyInstance): Promise<OutboxRow[]> {
  const ids = await claimDue(app.db, 'mail_outbox', BATCH, CLAIM_SECONDS);
  if (ids.length === 0) return [];
  return app.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(mailOutbox.id);
}

/** The message of an outbox row: rendered now in `locale` (localesOfMails), the e-ticket's QR code drawn as an inline PNG. */
export async function messageOf(
  row: OutboxRow,
  data: MailData,
  site: MailSite,
  from: string,
  signer?: TicketSigner,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Message> {
  // written in its recipient's language, whoever's request or which worker sends it
  const mail = withLocale(locale, () => renderMail(row.kind as MailKind, data, site));
  const message: Message = { from, to: row.recipient, ...mail };
  const withdraw = withdrawOf(data);
  if (withdraw) {
    // mail programs show their own "unsubscribe" button, which posts here (RFC 8058)
    message.headers = {
      'List-Unsubscribe': `<${withdraw.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }
  const pictures = await inlinePicturesOf(row.kind as MailKind, data, signer);
  const files = await attachedFilesOf(row.kind as MailKind, data, site);
  if (pictures.length + files.length > 0) message.attachments = [...pictures, ...files];
  return message;
}

/** What the outbox row keeps of a failed try: the log's text (no statement values), cut short. */
const lastErrorOf = (error: unknown) => errorMessage(error).slice(0, 500);

/** Where and as whom the worker sends. */
export interface Sender {
  transport: MailTransport;
  site: MailSite;
  from: string;
  /** the domain of every Message-ID (message-id.ts) */
  domain: string;
}

/**
 * Records one mail as sent, the moment its server accepted it, on its own (not with its batch): a
 * crash can then resend only the mails in flight, not the ones already accepted.
 */
async function markSent(app: FastifyInstance, row: OutboxRow) {
  // A reset link and an enrolment code are keys: once sent, the outbox keeps no copy of them.
  const data =
    row.kind === 'password-reset'
      ? { ...row.data, link: null }
      : row.kind === 'factor-enrol-code'
        ? { ...row.data, code: null }
        : row.data;
  await app.db
    .update(mailOutbox)
    .set({ status: 'sent', sent_at: new Date(), claimed_until: null, last_error: null, data })
    .where(eq(mailOutbox.id, row.id));
}

/** A try that failed waits (backoff), or after MAX_ATTEMPTS ends as failed. */
async function markFailed(app: FastifyInstance, row: OutboxRow, error: unknown) {
  const failed = row.attempts >= MAX_ATTEMPTS;
  await app.db
    .update(mailOutbox)
    .set({
      status: failed ? 'failed' : 'pending',
      claimed_until: null,
      last_error: lastErrorOf(error),
      next_attempt_at: new Date(Date.now() + backoffSeconds(row.attempts) * 1000),
    })
    .where(eq(mailOutbox.id, row.id));
}

/**
 * Sends one claimed mail; answers whether it went. Never throws: one mail's trouble leaves its
 * batch going. A mail accepted whose mark then fails stays claimed, and goes again once the claim
 * runs out: at least once, with the same Message-ID (SMTP can promise no better).
 */
async function deliverOne(app: FastifyInstance, sender: Sender, row: OutboxRow, locale: Locale): Promise<boolean> {
  try {
    const signer = row.kind === 'ticket-paid' ? await ticketSignerOf(app.db) : undefined;
    const data = await mailDataOf(app.db, row);
    const message = await messageOf(row, data, sender.site, sender.from, signer, locale);
    message.messageId = messageIdOf(row.message_id, sender.domain);
    await sender.transport.send(message, `${row.id}-${row.kind}`);
  } catch (error) {
    app.log.warn({ mail: row.id, attempts: row.attempts }, `mail not sent: ${errorText(error)}`);
    await markFailed(app, row, error).catch((markError: unknown) =>
      app.log.error(
        { mail: row.id },
        `mail failure not recorded (retried when its claim runs out): ${errorText(markError)}`,
      ),
    );
    return false;
  }
  try {
    await markSent(app, row);
  } catch (error) {
    app.log.error({ mail: row.id }, `mail sent but not recorded (sent again, same Message-ID): ${errorText(error)}`);
  }
  return true;
}

/** Sends what is due once; answers how many were sent. */
export async function deliverDue(app: FastifyInstance, sender: Sender) {
  let sent = 0;
  for (;;) {
    const rows = await claimed(app);
    if (rows.length === 0) return sent;
    // an announcement whose member withdrew since it was queued is not sent (RFC 8058: promptly)
    const withdrawn = await withdrawnRecipients(app.db, rows);
    if (withdrawn.length) {
      await app.db
        .update(mailOutbox)
        .set({ status: 'cancelled', claimed_until: null, last_error: null })
        .where(inArray(mailOutbox.id, withdrawn));
    }
    // the batch at once: the SMTP pool sends on its few connections side by side
    const due = rows.filter((row) => !withdrawn.includes(row.id));
    const locales = await localesOfMails(app.db, due);
    const outcomes = await Promise.all(due.map((row, i) => deliverOne(app, sender, row, locales[i] ?? DEFAULT_LOCALE)));
    sent += outcomes.filter(Boolean).length;
  }
}
