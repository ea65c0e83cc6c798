import {
  type AdminWhatsApp,
  adminWhatsAppSchema,
  DEFAULT_LOCALE,
  dataAnswer,
  type Locale,
  pageAnswer,
  type WhatsAppKind,
  type WhatsAppStatus,
  whatsappChannelSchema,
  whatsappMessagesList,
} from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import { requireAccess } from '../../accounts/index.js';
import { answers, refusalsOf } from '../../core/answers.js';
import { adminListSource, pageFromQuery } from '../../core/list-query.js';
import { whatsappMessages } from '../schema.js';
import { localesOfMessages } from './message-locale.js';
import { templateMessageOf } from './worker.js';

type MessageRow = typeof whatsappMessages.$inferSelect;

const source = adminListSource(whatsappMessagesList, whatsappMessages);

/**
 * WhatsApp messages for admins, on /adminmail beside the mails: to whom, which template with which
 * parameters and the text it makes, and where each stands. In the sandbox, what would have been sent.
 */
export async function whatsappAdminRoutes(app: FastifyInstance) {
  const admin = { preHandler: requireAccess('admin') };
  const refused = refusalsOf('admin');
  const shown = (row: MessageRow, locale: Locale): AdminWhatsApp => {
    const template = templateMessageOf(app, row, locale);
    return {
      id: row.id,
      kind: row.kind as WhatsAppKind,
      phone: row.phone,
      template: template.name,
      language: template.language,
      parameters: template.parameters,
      preview: template.preview,
      status: row.status as WhatsAppStatus,
      attempts: row.attempts,
      last_error: row.last_error,
      fell_back: row.fell_back,
      createdAt: row.createdAt.toISOString(),
    };
  };
  app.get(
    '/admin/whatsapp',
    { ...admin, schema: { response: answers({ 200: pageAnswer(adminWhatsAppSchema) }, [...refused, 400]) } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return pageFromQuery(
        source,
        request.query,
        (where) => app.db.select().from(whatsappMessages).where(where).$dynamic(),
        (where) => app.db.$count(whatsappMessages, where),
        async (rows) => {
          const locales = await localesOfMessages(app.db, rows as MessageRow[]);
          return (rows as MessageRow[]).map((row, i) => shown(row, locales[i] ?? DEFAULT_LOCALE));
        },
      );
    },
  );
  app.get(
    '/admin/whatsapp/channel',
    { ...admin, schema: { response: answers({ 200: dataAnswer(whatsappChannelSchema) }, refused) } },
    async () => ({ data: { mode: app.whatsapp.mode } }),
  );
}
