import { DEFAULT_LOCALE, type Locale, type MailKind } from '@teater/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../db/schema.js';
import { type TicketSigner, ticketSignerOf } from '../door/signing.js';
import { backoffSeconds, claimDue } from '../ops/claim-due.js';
import { withLocale } from '../plugins/locale.js';
import { withdrawnRecipients } from './consent-check.js';
import { inlinePicturesOf } from './inline-pictures.js';
import { type MailSite, withdrawOf } from './layout.js';
import { type MailData, mailDataOf } from './mail-data.js';
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
  if (pictures.length > 0) message.attachments = pictures;
  return message;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message.slice(0, 500) : String(error));

/** Sends one claimed mail; answers whether it went. Failures wait (backoff) or end as failed. */
async function deliverOne(
  app: FastifyInstance,
  transport: MailTransport,
  site: MailSite,
  from: string,
  row: OutboxRow,
  locale: Locale,
) {
  try {
    const signer = row.kind === 'ticket-paid' ? await ticketSignerOf(app.db) : undefined;
    const message = await messageOf(row, await mailDataOf(app.db, row), site, from, signer, locale);
    await transport.send(message, `${row.id}-${row.kind}`);
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
    return true;
  } catch (error) {
    const failed = row.attempts >= MAX_ATTEMPTS;
    await app.db
      .update(mailOutbox)
      .set({
        status: failed ? 'failed' : 'pending',
        claimed_until: null,
        last_error: errorText(error),
        next_attempt_at: new Date(Date.now() + backoffSeconds(row.attempts) * 1000),
      })
      .where(eq(mailOutbox.id, row.id));
    app.log.warn({ mail: row.id, attempts: row.attempts }, `mail not sent: ${String(error)}`);
    return false;
  }
}

/** Sends what is due once; answers how many were sent. */
export async function deliverDue(app: FastifyInstance, transport: MailTransport, site: MailSite, from: string) {
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
    const outcomes = await Promise.all(
      due.map((row, i) => deliverOne(app, transport, site, from, row, locales[i] ?? DEFAULT_LOCALE)),
    );
    sent += outcomes.filter(Boolean).length;
  }
}
