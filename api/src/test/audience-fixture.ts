import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import type { Db } from '../core/db/client.js';
import type { Caller } from './app.js';

/**
 * `count` members who said yes to announcements at registration, inserted set-based (thousands in
 * one statement), with addresses `<prefix><n>@anggota.test`; `withdrawnEvery` > 0 withdraws every
 * n-th again, `neverEvery` > 0 leaves every n-th without any word on announcements.
 */
export async function seedMembers(
  db: Db,
  count: number,
  options: { prefix?: string; withdrawnEvery?: number; neverEvery?: number } = {},
) {
  const prefix = options.prefix ?? 'anggota';
  const withdrawn = options.withdrawnEvery ?? 0;
  const never = options.neverEvery ?? 0;
  await db.execute(sql`
    WITH made AS (
      INSERT INTO users (name, email, password_hash, role)
      SELECT 'Anggota ' || i, ${prefix} || i || '@anggota.test', 'x', 'user' FROM generate_series(1, ${count}::int) AS i
      RETURNING id, email
    ), numbered AS (
      SELECT id, substring(email from '(\\d+)@')::int AS n FROM made
    ), said AS (
      INSERT INTO consents (user_id, kind, granted, source)
      SELECT id, 'announcements', true, 'registration' FROM numbered WHERE ${never} = 0 OR n % ${never} <> 0
      RETURNING user_id
    )
    INSERT INTO consents (user_id, kind, granted, source)
    SELECT numbered.id, 'announcements', false, 'account' FROM numbered JOIN said ON said.user_id = numbered.id
    WHERE ${withdrawn} > 0 AND n % ${withdrawn} = 0`);
}

/** A draft written by an admin through the API. */
export async function draftAnnouncement(admin: Caller, fields: Record<string, unknown> = {}) {
  const res = await admin.post('/api/v1/announcements', {
    title: 'Pentas Bulan Purnama',
    body: 'Kami kembali ke panggung.\n\nTiket dibuka Senin.',
    link: 'https://teater.test/tiket',
    audience: 'all',
    ...fields,
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: number; status: string; tested: boolean };
}

/** Tests to oneself, then sends; answers the send's response. */
export async function testThenSend(admin: Caller, id: number) {
  const tested = await admin.post(`/api/v1/announcements/${id}/test`);
  assert.equal(tested.statusCode, 200, tested.body);
  return admin.post(`/api/v1/announcements/${id}/send`);
}

/** The addresses a received mail was sent to. */
export const recipientsOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((v) => v.address ?? ''));

/** mailparser reads the List-* headers into one `list` object. */
export const listHeadersOf = (mail: ParsedMail) =>
  mail.headers.get('list') as { unsubscribe?: { url: string }; 'unsubscribe-post'?: { name: string } } | undefined;
