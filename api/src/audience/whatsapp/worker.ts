import { DEFAULT_LOCALE, type Locale, type WhatsAppKind } from '@teater/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { backoffSeconds, claimDue } from '../../core/claim-due.js';
import { templateSettingOf } from '../../core/config-audience.js';
import { errorMessage } from '../../core/log-errors.js';
import { whatsappMessages } from '../schema.js';
import { type CloudApi, sendTemplate, templateRequest, WhatsAppError } from './cloud-api.js';
import { localesOfMessages } from './message-locale.js';
import { fallBack } from './outbox.js';
import { filledTemplate } from './templates.js';

type MessageRow = typeof whatsappMessages.$inferSelect;

/** Tries before a message that keeps failing for a passing reason is given up (and its mail sent). */
export const MAX_ATTEMPTS = 5;
const BATCH = 20;
const CLAIM_SECONDS = 60;

/**
 * The translation a reader of `locale` gets, and its language code: English for an English reader
 * unless no English translation was approved (WHATSAPP_LANGUAGE_EN=none), else Indonesian.
 */
export function translationOf(
  config: Pick<FastifyInstance['config'], 'WHATSAPP_LANGUAGE' | 'WHATSAPP_LANGUAGE_EN'>,
  locale: Locale,
): { locale: Locale; code: string } {
  if (locale === 'en' && config.WHATSAPP_LANGUAGE_EN !== 'none') return { locale, code: config.WHATSAPP_LANGUAGE_EN };
  return { locale: 'id', code: config.WHATSAPP_LANGUAGE };
}

/** The template, language and parameters of a message to a reader of `locale`, as configured now. */
export function templateMessageOf(app: FastifyInstance, row: Pick<MessageRow, 'kind' | 'data'>, locale: Locale) {
  const kind = row.kind as WhatsAppKind;
  const translation = translationOf(app.config, locale);
  return {
    ...filledTemplate(app.config[templateSettingOf(kind)], kind, row.data, app.mail.site, translation.locale),
    language: translation.code,
  };
}

/** Marks a message failed for good and queues its mail instead, in one transaction. */
async function giveUp(app: FastifyInstance, row: MessageRow, error: string) {
  await app.db.transaction(async (tx) => {
    await tx
      .update(whatsappMessages)
      .set({ status: 'failed', claimed_until: null, last_error: error, updatedAt: new Date() })
      .where(eq(whatsappMessages.id, row.id));
    await fallBack(tx, row.id);
  });
}

async function sendOne(app: FastifyInstance, api: CloudApi, row: MessageRow, locale: Locale): Promise<boolean> {
  const { name, language, parameters } = templateMessageOf(app, row, locale);
  try {
    const wamid = await sendTemplate(api, templateRequest(row.phone, name, language, parameters));
    await app.db
      .update(whatsappMessages)
      .set({ status: 'accepted', wamid, claimed_until: null, last_error: null, updatedAt: new Date() })
      .where(eq(whatsappMessages.id, row.id));
    return true;
  } catch (error) {
    const text = errorMessage(error).slice(0, 500);
    if (error instanceof WhatsAppError && error.transient && row.attempts < MAX_ATTEMPTS) {
      await app.db
        .update(whatsappMessages)
        .set({
          status: 'pending',
          claimed_until: null,
          last_error: text,
          next_attempt_at: new Date(Date.now() + backoffSeconds(row.attempts) * 1000),
          updatedAt: new Date(),
        })
        .where(eq(whatsappMessages.id, row.id));
    } else {
      await giveUp(app, row, text);
    }
    app.log.warn({ whatsapp: row.id, attempts: row.attempts }, `WhatsApp not sent: ${text}`);
    return false;
  }
}

/**
 * Sends the due WhatsApp messages once, claimed like mails (FOR UPDATE SKIP LOCKED): each becomes
 * `accepted` with its wamid, waits for another try (a passing failure), or fails and falls back to
 * its mail. Their later statuses come from the webhook. Answers how many the API accepted.
 */
export async function deliverWhatsApp(app: FastifyInstance, api: CloudApi): Promise<number> {
  let accepted = 0;
  for (;;) {
    const ids = await claimDue(app.db, 'whatsapp_messages', BATCH, CLAIM_SECONDS);
    if (ids.length === 0) return accepted;
    const rows = await app.db
      .select()
      .from(whatsappMessages)
      .where(inArray(whatsappMessages.id, ids))
      .orderBy(whatsappMessages.id);
    const locales = await localesOfMessages(app.db, rows);
    for (const [i, row] of rows.entries()) if (await sendOne(app, api, row, locales[i] ?? DEFAULT_LOCALE)) accepted++;
  }
}
