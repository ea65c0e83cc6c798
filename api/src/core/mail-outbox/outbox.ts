import type { MailKind } from '@teater/contract';
import type { DbOrTx } from '../db/client.js';
import { mailOutbox } from './schema.js';

export interface OutgoingMail {
  /** names the event: the same key twice sends once */
  key: string;
  kind: MailKind;
  to: string;
  data: Record<string, unknown>;
}

/**
 * Puts a mail in the outbox. Call it with the transaction of the event that causes the mail, so
 * the mail exists exactly when the event does; the worker delivers it.
 */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail) {
  await db
    .insert(mailOutbox)
    .values({ dedupe_key: mail.key, kind: mail.kind, recipient: mail.to, data: mail.data })
    .onConflictDoNothing({ target: mailOutbox.dedupe_key });
}

/** Many mails in one statement (a renewal run's receipts), each as enqueueMail puts it. */
export async function enqueueMails(db: DbOrTx, mails: OutgoingMail[]) {
  if (mails.length === 0) return;
  await db
    .insert(mailOutbox)
    .values(mails.map((mail) => ({ dedupe_key: mail.key, kind: mail.kind, recipient: mail.to, data: mail.data })))
    .onConflictDoNothing({ target: mailOutbox.dedupe_key });
}
