import assert from 'node:assert/strict';
import { test } from 'node:test';
import { privacyMessages } from '@teater/contract';
import { and, eq, sql } from 'drizzle-orm';
import { consentingMembers } from '../accounts/consents.js';
import { consents } from '../accounts/schema.js';
import { auditLog } from '../core/audit/schema.js';
import { deliver, smtp, t, useMailApp } from '../test/mail-fixture.js';

/** Consent on record: registration, news by mail given and withdrawn (account, mail link, staff). */
useMailApp();

const register = async (email: string, extra: Record<string, unknown>) =>
  (await t.as('anonymous')).post('/api/v1/users/signup', {
    name: 'Rara Sekar',
    email,
    password: 'rahasia-123',
    ...extra,
  });
const loginAs = async (email: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { email, password: 'rahasia-123' },
  });
  return res.json().token as string;
};
const asToken = (token: string, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });

test('registration needs the terms accepted, and records their versions; news by mail stays off unless ticked', async () => {
  const refused = await register('tanpa.setuju@contoh.id', {});
  assert.equal(refused.statusCode, 400);
  assert.equal(refused.json().errors.accept_terms, privacyMessages.acceptTermsRequired);
  assert.equal((await register('tanpa.setuju@contoh.id', { accept_terms: false })).statusCode, 400);

  assert.equal((await register('rara@contoh.id', { accept_terms: true })).statusCode, 201);
  const token = await loginAs('rara@contoh.id');
  const mine = (await asToken(token, 'GET', '/api/v1/users/me/consents')).json().data;
  const notice = (await (await t.as('anonymous')).get('/api/v1/privacy-notice')).json().data;
  assert.equal(mine.announcements, false);
  assert.equal(mine.privacy.version, notice.version);
  assert.equal(mine.terms.version, notice.termsVersion);
  assert.equal(mine.privacy.source, 'registration');
  assert.deepEqual(mine.history.map((r: { kind: string }) => r.kind).sort(), ['privacy', 'terms']);

  await deliver();
  const [welcome] = smtp.to('rara@contoh.id');
  assert.ok(welcome);
  assert.equal(welcome.headers.get('list'), undefined, 'no news asked for: no withdraw link');
  assert.doesNotMatch(welcome.text ?? '', /Berhenti menerima kabar/);
});

test('news by mail: withdrawn from the link in a mail without logging in, once, each change kept with its time', async () => {
  assert.equal((await register('sekar@contoh.id', { accept_terms: true, announcements: true })).statusCode, 201);
  await deliver();
  const [welcome] = smtp.to('sekar@contoh.id');
  assert.ok(welcome);
  const page = /Berhenti menerima kabar: (\S+)/.exec(welcome.text ?? '')?.[1];
  assert.ok(page, 'the footer carries the withdraw link');
  assert.match(String(welcome.html), /Berhenti menerima kabar<\/a>/);
  const tokenInLink = new URL(page).searchParams.get('token') ?? '';
  assert.equal(new URL(page).pathname, '/berhenti-kabar');
  // mailparser reads the List-* headers into one `list` object
  const list = welcome.headers.get('list') as { unsubscribe: { url: string }; 'unsubscribe-post': { name: string } };
  const oneClick = list.unsubscribe.url;
  assert.equal(list['unsubscribe-post'].name, 'List-Unsubscribe=One-Click');

  const anonymous = await t.as('anonymous');
  const link = (await anonymous.get(`/api/v1/consents/withdraw?token=${tokenInLink}`)).json().data;
  assert.deepEqual(link, { email: 's••@contoh.id', announcements: true });
  const forged = `${tokenInLink.split('.')[0]}.${'A'.repeat(24)}`;
  const refused = await anonymous.post(`/api/v1/consents/withdraw`, { token: forged });
  assert.equal(refused.statusCode, 400);
  assert.equal(refused.json().message, privacyMessages.withdrawLinkInvalid);

  // the page's button
  const done = await anonymous.post('/api/v1/consents/withdraw', { token: tokenInLink });
  assert.equal(done.statusCode, 200, done.body);
  assert.equal(done.json().message, privacyMessages.withdrawn);
  // a mail program's one-click unsubscribe, later: already withdrawn, nothing more recorded
  const url = new URL(oneClick);
  const clicked = await t.app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  assert.equal(clicked.statusCode, 200, clicked.body);

  const token = await loginAs('sekar@contoh.id');
  const mine = (await asToken(token, 'GET', '/api/v1/users/me/consents')).json().data;
  assert.equal(mine.announcements, false);
  const news = mine.history.filter((r: { kind: string }) => r.kind === 'announcements');
  assert.deepEqual(
    news.map((r: { granted: boolean; source: string }) => [r.granted, r.source]),
    [
      [false, 'mail-link'],
      [true, 'registration'],
    ],
  );
  const entries = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'consents'), eq(auditLog.action, 'consent-withdrawn')));
  assert.equal(entries.length, 1);
  assert.equal(entries[0]?.actor_email, 'sekar@contoh.id', 'the member the link was made for acted');

  // given again from /account, then withdrawn there: every change is a row of its own
  const given = await asToken(token, 'PUT', '/api/v1/users/me/consents/announcements', { granted: true });
  assert.equal(given.json().message, privacyMessages.consentSaved(true));
  assert.equal(given.json().data.announcements, true);
  await asToken(token, 'PUT', '/api/v1/users/me/consents/announcements', { granted: false });
  const rows = await t.app.db.select().from(consents).where(eq(consents.kind, 'announcements'));
  assert.equal(rows.filter((r) => r.user_id === Number(tokenInLink.split('.')[0])).length, 4);
});

test('staff record a withdrawal asked for by phone, never a consent; a consent row is never edited', async () => {
  const member = await t.newUser('user', 'telepon@contoh.id');
  await member.put('/api/v1/users/me/consents/announcements', { granted: true });
  const admin = await t.as('admin');
  const grant = await admin.put(`/api/v1/users/${member.id}/consents/announcements`, { granted: true });
  assert.equal(grant.statusCode, 403);
  assert.equal(grant.json().message, privacyMessages.staffMayOnlyWithdraw);
  const other = await t.newUser('user');
  assert.equal(
    (await other.put(`/api/v1/users/${member.id}/consents/announcements`, { granted: false })).statusCode,
    403,
  );
  const withdrawn = await admin.put(`/api/v1/users/${member.id}/consents/announcements`, { granted: false });
  assert.equal(withdrawn.statusCode, 200);
  const mine = (await member.get('/api/v1/users/me/consents')).json().data;
  assert.equal(mine.announcements, false);
  assert.equal(mine.history[0].source, 'staff');
  const [entry] = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'consents'), eq(auditLog.actor_role, 'admin')));
  assert.equal(entry?.summary, 'telepon@contoh.id');

  await assert.rejects(t.app.db.execute(sql`UPDATE consents SET granted = true`), (error: Error & { cause?: Error }) =>
    /kept as recorded/.test(error.cause?.message ?? error.message),
  );
});

test('consenting members come in batches by id, each once, only those whose latest word is yes', async () => {
  const members = await Promise.all(Array.from({ length: 7 }, (_, i) => t.newUser('user', `batch${i}@contoh.id`)));
  for (const [i, member] of members.entries()) {
    if (i % 3 === 0) continue; // never asked
    await member.put('/api/v1/users/me/consents/announcements', { granted: true });
    if (i === 4) await member.put('/api/v1/users/me/consents/announcements', { granted: false });
  }
  const expected = members
    .filter((_, i) => i % 3 !== 0 && i !== 4)
    .map((m) => m.id)
    .sort((a, b) => Number(a) - Number(b));
  const seen: number[] = [];
  let after = 0;
  for (;;) {
    const batch = await consentingMembers(t.app.db, { after, limit: 2 });
    seen.push(...batch.filter((r) => r.email.startsWith('batch')).map((r) => r.id));
    if (batch.length < 2) break;
    after = batch.at(-1)?.id ?? after;
  }
  assert.deepEqual(seen, expected);
});
