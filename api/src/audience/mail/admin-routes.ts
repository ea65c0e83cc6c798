import {
  type AdminMail,
  adminMailSchema,
  DEFAULT_LOCALE,
  dataAnswer,
  type MailKind,
  type MailStatus,
  type MailView,
  mailsList,
  mailViewSchema,
  pageAnswer,
} from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAccess } from '../../accounts/index.js';
import { answers, refusalsOf } from '../../core/answers.js';
import { audit } from '../../core/audit/record.js';
import type { Db } from '../../core/db/client.js';
import { notFound, parseId } from '../../core/http-error.js';
import { ticketSignerOf } from '../../core/keys/ticket-signing.js';
import { adminListSource, pageFromQuery } from '../../core/list-query.js';
import { withLocale } from '../../core/locale.js';
import { errorText } from '../../core/log-errors.js';
import { mailOutbox } from '../../core/mail-outbox/schema.js';
import { inlinePicturesOf, withPicturesInline } from './inline-pictures.js';
import type { MailSite } from './layout.js';
import { mailDataOf } from './mail-data.js';
import { localesOfMails } from './recipient-locale.js';
import { renderMail } from './templates/index.js';

type OutboxRow = typeof mailOutbox.$inferSelect;

const mailsSource = adminListSource(mailsList, mailOutbox);

/** A reset link opens an account: admins see that one was sent, never the link itself. */
const shownData = (row: OutboxRow, site: MailSite) =>
  row.kind === 'password-reset' ? { ...row.data, link: `${site.url}/reset-password?token=…` } : row.data;

const summaryOf = (row: OutboxRow, site: MailSite): AdminMail => ({
  id: row.id,
  kind: row.kind as MailKind,
  recipient: row.recipient,
  subject: renderMail(row.kind as MailKind, shownData(row, site), site).subject,
  status: row.status as MailStatus,
  attempts: row.attempts,
  last_error: row.last_error,
  createdAt: row.createdAt.toISOString(),
  sent_at: row.sent_at?.toISOString() ?? null,
});

// What a mail says stays out of the audit log (a reset link opens an account): its state is the change.
const stateOf = ({ status, attempts, last_error, recipient }: OutboxRow) => ({
  status,
  attempts,
  last_error,
  recipient,
});

/** A mail due again at once, tried afresh, and its audit entry. */
const resend = (db: Db, request: FastifyRequest, row: OutboxRow) =>
  db.transaction(async (tx) => {
    const [after] = await tx
      .update(mailOutbox)
      .set({ status: 'pending', attempts: 0, next_attempt_at: new Date(), last_error: null })
      .where(eq(mailOutbox.id, row.id))
      .returning();
    const entry = { resource: 'mail_outbox', id: row.id, action: 'resend' as const };
    await audit(tx, request, { ...entry, before: stateOf(row), after: after && stateOf(after) });
    return after;
  });

/** The outbox for admins: every mail, its state, what it says, and a retry for failed ones. */
export async function adminMailRoutes(app: FastifyInstance) {
  const { db } = app;
  const admin = { preHandler: requireAccess('admin') };
  const refused = refusalsOf('admin');
  const shown = (row: OutboxRow) => shownData(row, app.mail.site);
  const summary = (row: OutboxRow) => summaryOf(row, app.mail.site);
  const findMail = async (raw: string) => {
    const [row] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, parseId(raw)))
      .limit(1);
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/admin/mails',
    { ...admin, schema: { response: answers({ 200: pageAnswer(adminMailSchema) }, [...refused, 400]) } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return pageFromQuery(
        mailsSource,
        request.query,
        (where) => db.select().from(mailOutbox).where(where).$dynamic(),
        (where) => db.$count(mailOutbox, where),
        (rows) => rows.map(summary),
      );
    },
  );

  app.get(
    '/admin/mails/:id',
    { ...admin, schema: { response: answers({ 200: dataAnswer(mailViewSchema) }, [...refused, 404]) } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const row = await findMail((request.params as { id: string }).id);
      // an announcement's mail shows its announcement's text, which its row refers to
      // as its recipient reads it: in their language
      const [locale = DEFAULT_LOCALE] = await localesOfMails(db, [row]);
      const mailData = { ...(await mailDataOf(db, row)), ...shown(row) };
      const { html, text } = withLocale(locale, () => renderMail(row.kind as MailKind, mailData, app.mail.site));
      const signer = row.kind === 'ticket-paid' ? await ticketSignerOf(db) : undefined;
      const pictures = await inlinePicturesOf(row.kind as MailKind, row.data, signer);
      const data: MailView = { ...summary(row), html: withPicturesInline(html, pictures), text };
      return { data };
    },
  );

  app.post(
    '/admin/mails/:id/retry',
    { ...admin, schema: { response: answers({ 200: dataAnswer(adminMailSchema) }, [...refused, 404]) } },
    async (request) => {
      const row = await findMail((request.params as { id: string }).id);
      const updated = await resend(db, request, row);
      app.mail.deliverDue().catch((error) => app.log.warn(`mail delivery: ${errorText(error)}`));
      return { data: summary(updated ?? row) };
    },
  );
}
