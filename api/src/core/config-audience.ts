import { WHATSAPP_KINDS, type WhatsAppKind } from '@teater/contract';
import { z } from 'zod';

/** The setting that names each kind's approved template. */
const TEMPLATE_SETTINGS = {
  'ticket-paid': 'WHATSAPP_TEMPLATE_TICKET_PAID',
  'payment-reminder': 'WHATSAPP_TEMPLATE_PAYMENT_REMINDER',
  'waitlist-offer': 'WHATSAPP_TEMPLATE_WAITLIST_OFFER',
  'subscription-receipt': 'WHATSAPP_TEMPLATE_SUBSCRIPTION_RECEIPT',
  'subscription-ending': 'WHATSAPP_TEMPLATE_SUBSCRIPTION_ENDING',
  'subscription-ended': 'WHATSAPP_TEMPLATE_SUBSCRIPTION_ENDED',
  'renewal-upcoming': 'WHATSAPP_TEMPLATE_RENEWAL_UPCOMING',
  'renewal-failed': 'WHATSAPP_TEMPLATE_RENEWAL_FAILED',
} as const satisfies Record<WhatsAppKind, `WHATSAPP_TEMPLATE_${string}`>;
export const templateSettingOf = (kind: WhatsAppKind) => TEMPLATE_SETTINGS[kind];

/** `name` or `name:param,param,…` (the parameters in the order of the template's {{1}}, {{2}}, …). */
const templateSetting = z
  .string()
  .regex(/^[a-z0-9_]{1,512}(:[a-z_]+(,[a-z_]+)*)?$/, 'must be template_name or template_name:param,param');

/** A WhatsApp template language: `id`, `en`, `en_US`… */
const languageCode = z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'must be a language code such as id or en_US');

/**
 * Settings of announcements and the WhatsApp channel (README: Configuration), part of the one
 * environment schema (core/config.ts).
 */
export const audienceEnv = {
  /** announcement mails sent per minute, by every process together */
  ANNOUNCEMENT_MAILS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** the WhatsApp Business Cloud API: all four, or none for the built-in sandbox */
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'must be the phone number id (digits)')
    .optional(),
  WHATSAPP_APP_SECRET: z.string().min(8).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8).optional(),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'must be like v23.0')
    .default('v23.0'),
  /** the language code the templates' Indonesian texts were approved in */
  WHATSAPP_LANGUAGE: languageCode.default('id'),
  /**
   * the code of their English translations, for members who chose English; `none`: those members
   * get the Indonesian texts (no English translation approved)
   */
  WHATSAPP_LANGUAGE_EN: languageCode.or(z.literal('none')).default('en'),
  WHATSAPP_TEMPLATE_TICKET_PAID: templateSetting.optional(),
  WHATSAPP_TEMPLATE_PAYMENT_REMINDER: templateSetting.optional(),
  WHATSAPP_TEMPLATE_WAITLIST_OFFER: templateSetting.optional(),
  WHATSAPP_TEMPLATE_SUBSCRIPTION_RECEIPT: templateSetting.optional(),
  WHATSAPP_TEMPLATE_SUBSCRIPTION_ENDING: templateSetting.optional(),
  WHATSAPP_TEMPLATE_SUBSCRIPTION_ENDED: templateSetting.optional(),
  WHATSAPP_TEMPLATE_RENEWAL_UPCOMING: templateSetting.optional(),
  WHATSAPP_TEMPLATE_RENEWAL_FAILED: templateSetting.optional(),
} satisfies Record<string, z.ZodType> & Record<(typeof TEMPLATE_SETTINGS)[WhatsAppKind], z.ZodType>;

const CLOUD_SETTINGS = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

export type AudienceSettings = z.output<z.ZodObject<typeof audienceEnv>>;

/**
 * Problems no single setting shows: the Cloud API's four settings go together, and a template's
 * parameters must be ones its notification has (`known`, by kind).
 */
export function audienceProblems(
  env: AudienceSettings,
  known: Record<WhatsAppKind, readonly string[]>,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const set = CLOUD_SETTINGS.filter((name) => env[name]);
  if (set.length > 0 && set.length < CLOUD_SETTINGS.length) {
    problems.push({ path: 'WHATSAPP_TOKEN', message: `${CLOUD_SETTINGS.join(', ')} go together` });
  }
  for (const kind of WHATSAPP_KINDS) {
    const name = templateSettingOf(kind);
    const params = env[name]?.split(':')[1]?.split(',') ?? [];
    const unknown = params.filter((param) => !known[kind].includes(param));
    if (unknown.length) {
      problems.push({
        path: name,
        message: `unknown parameters ${unknown.join(', ')}; known: ${known[kind].join(', ')}`,
      });
    }
  }
  return problems;
}
