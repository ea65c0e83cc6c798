import assert from 'node:assert/strict';
import { and, desc, eq } from 'drizzle-orm';
import { users } from '../accounts/schema.js';
import { mailOutbox } from '../core/mail-outbox/schema.js';
import type { Caller, TestApp } from './app.js';

/**
 * What a first enrolment takes, for tests whose subject is something after it: the password and
 * the mailed code, read from the outbox while the mail waits (the mail itself, over SMTP, is
 * tested in own-factors.test.ts).
 */
export async function firstEnrolProof(t: TestApp, caller: Caller, password = 'rahasia-123') {
  const asked = await caller.post('/api/v1/users/me/factor-mail-code');
  assert.equal(asked.statusCode, 200, asked.body);
  const [account] = await t.app.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, caller.id ?? 0));
  const [mail] = await t.app.db
    .select({ data: mailOutbox.data })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'factor-enrol-code'), eq(mailOutbox.recipient, account?.email ?? '')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const mailCode = mail?.data.code;
  assert.equal(typeof mailCode, 'string', 'the enrolment code waits in the outbox');
  return { password, mailCode: mailCode as string };
}
