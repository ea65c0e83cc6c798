import { DEFAULT_LOCALE, isLocale, type Locale } from '@teater/contract';
import { inArray } from 'drizzle-orm';
import { users } from '../../accounts/schema.js';
import type { DbOrTx } from '../../core/db/client.js';
import { recipientLocaleOf } from '../mail/recipient-locale.js';

/**
 * The language each WhatsApp message is written in, as its mail's is: the one fixed when it was
 * queued (`data.locale`), else its member's choice when it is sent, else Indonesian.
 */
export async function localesOfMessages(
  db: DbOrTx,
  rows: readonly { user_id: number | null; data: Record<string, unknown> }[],
): Promise<Locale[]> {
  const asked = [
    ...new Set(rows.flatMap((row) => (isLocale(row.data.locale) || row.user_id === null ? [] : [row.user_id]))),
  ];
  const members = asked.length
    ? await db.select({ id: users.id, bahasa: users.bahasa }).from(users).where(inArray(users.id, asked))
    : [];
  const byId = new Map(members.map((member) => [member.id, recipientLocaleOf(member)]));
  return rows.map((row) => {
    if (isLocale(row.data.locale)) return row.data.locale;
    return (row.user_id !== null && byId.get(row.user_id)) || DEFAULT_LOCALE;
  });
}
