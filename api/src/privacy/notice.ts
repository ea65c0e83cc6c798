import { createHash } from 'node:crypto';
import {
  currentLocale,
  DEFAULT_LOCALE,
  type Locale,
  PERSONAL_KINDS,
  type PersonalKind,
  type PrivacyNotice,
  translateText,
} from '@teater/contract';
import type { Config } from '../core/config.js';
import { withLocale } from '../core/locale.js';
import { noticeTexts } from './notice-texts.js';
import { holdsPersonalData, personalData } from './personal-data.js';
import { periodText, retentionTable } from './retention.js';

/** Who else receives data: what the settings say the site uses. */
function recipientsOf(config: Config): PrivacyNotice['recipients'] {
  const t = noticeTexts;
  const recipients: PrivacyNotice['recipients'] = [];
  if (config.MIDTRANS_SERVER_KEY) recipients.push({ ...t.midtrans });
  if (config.SMTP_URL) recipients.push({ ...t.smtp, name: t.smtp.name(new URL(config.SMTP_URL).hostname) });
  recipients.push(
    config.S3_BUCKET
      ? {
          ...t.storage,
          name: t.storage.name(
            config.S3_ENDPOINT ? new URL(config.S3_ENDPOINT).hostname : `Amazon S3, ${config.S3_REGION}`,
          ),
        }
      : { ...t.ownServer },
  );
  return recipients;
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 10);

/** The privacy notice as the settings and declarations make it now, with its version. */
export function privacyNotice(config: Config): PrivacyNotice {
  const email = config.PRIVACY_EMAIL ?? config.ADMIN_EMAIL ?? 'privasi@localhost';
  const used = new Set<PersonalKind>();
  for (const declaration of Object.values(personalData)) {
    if (!holdsPersonalData(declaration)) continue;
    for (const kind of Object.values(declaration.columns)) if (kind !== 'plain') used.add(kind);
  }
  const body = {
    controller: {
      name: config.PRIVACY_CONTROLLER ?? config.SITE_NAME,
      address: config.PRIVACY_ADDRESS,
      email,
      phone: config.PRIVACY_PHONE ?? null,
      officer: config.PRIVACY_OFFICER ?? null,
    },
    collected: (Object.keys(PERSONAL_KINDS) as PersonalKind[])
      .filter((kind) => used.has(kind))
      .map((kind) => ({ ...PERSONAL_KINDS[kind] })),
    retention: Object.values(retentionTable(config)).map((rule) => ({
      label: translateText(rule.label),
      period: periodText(rule.period),
      why: translateText(rule.why),
    })),
    recipients: recipientsOf(config),
    rights: noticeTexts.rights(email),
    breach: noticeTexts.breach,
    terms: [...noticeTexts.terms],
  };
  return { version: hashOf(body), termsVersion: hashOf(body.terms), ...body };
}

const notices = new WeakMap<Config, Map<Locale, PrivacyNotice>>();
/**
 * The notice of these settings in a language (the current one by default), made once. Its versions
 * are the Indonesian notice's (the text consents refer to), whichever language shows it.
 */
export function noticeOf(config: Config, locale: Locale = currentLocale()): PrivacyNotice {
  let byLocale = notices.get(config);
  if (!byLocale) {
    byLocale = new Map();
    notices.set(config, byLocale);
  }
  let notice = byLocale.get(locale);
  if (!notice) {
    const made = withLocale(locale, () => privacyNotice(config));
    const source = locale === DEFAULT_LOCALE ? made : noticeOf(config, DEFAULT_LOCALE);
    notice = { ...made, version: source.version, termsVersion: source.termsVersion };
    byLocale.set(locale, notice);
  }
  return notice;
}
