import { DEFAULT_LOCALE, isLocale, type Locale } from '@teater/contract';
import { inArray } from 'drizzle-orm';
import { users } from '../../accounts/schema.js';
import type { DbOrTx } from '../../core/db/client.js';

/** A member's language (`users.bahasa`, chosen with the switch or on the account), Indonesian otherwise. */
export function recipientLocaleOf(user: object | null | undefined): Locale {
  const chosen: unknown = user ? Reflect.get(user, 'bahasa') : undefined;
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

/**
 * The language each mail of a batch is written in: the one fixed when it was queued (`data.locale`:
 * an account's last mail, sent after the account is gone), else its recipient's preference, else
 * Indonesian.
 */
export async function localesOfMails(
  db: DbOrTx,
  rows: readonly { recipient: string; data: Record<string, unknown> }[],
): Promise<Locale[]> {
  const asked = [...new Set(rows.filter((row) => !isLocale(row.data.locale)).map((row) => row.recipient))];
  const members = asked.length
    ? await db.select({ email: users.email, bahasa: users.bahasa }).from(users).where(inArray(users.email, asked))
    : [];
  const byEmail = new Map(members.map((member) => [member.email, recipientLocaleOf(member)]));
  return rows.map((row) =>
    isLocale(row.data.locale) ? row.data.locale : (byEmail.get(row.recipient) ?? DEFAULT_LOCALE),
  );
}
