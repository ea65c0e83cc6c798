import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { draftAnnouncement, listHeadersOf, testThenSend } from '../../test/audience-fixture.js';
import { deliver, smtp, t, useMailApp } from '../../test/mail-fixture.js';
import { pngImage } from '../../test/media.js';

/**
 * Announcements through the API with a real SMTP server: a test send to oneself first, then the
 * members who consented get it once, with RFC 8058 one-click unsubscribe; nobody else gets it.
 */
useMailApp({ ANNOUNCEMENT_MAILS_PER_MINUTE: '600000' });

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;

async function member(email: string, announcements: boolean) {
  const anonymous = await t.as('anonymous');
  const res = await anonymous.post('/api/v1/users/signup', {
    name: 'Putu Ayu',
    email,
    password: 'rahasia-123',
    accept_terms: true,
    announcements,
  });
  assert.equal(res.statusCode, 201, res.body);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { email, password: 'rahasia-123' },
  });
  return login.json().token as string;
}

const sendAll = async () => {
  await t.app.announcements.queueNow();
  await deliver();
};

test('an admin tests an announcement on themself, then sends it: only members who consented get it, once', async () => {
  const admin = await t.as('admin');
  await member('ayu@anggota.test', true);
  await member('budi@anggota.test', false);
  const citra = await member('citra@anggota.test', true);
  const withdrawn = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/users/me/consents/announcements',
    headers: { authorization: `Bearer ${citra}` },
    payload: { granted: false },
  });
  assert.equal(withdrawn.statusCode, 200, withdrawn.body);

  const draft = await draftAnnouncement(admin, { title: 'Pentas Bulan Purnama' });
  assert.equal(draft.status, 'draft');
  assert.equal(draft.tested, false);
  const untested = await admin.post(`/api/v1/announcements/${draft.id}/send`);
  assert.equal(untested.statusCode, 409, 'a test send to oneself comes first');

  const sent = await testThenSend(admin, draft.id);
  assert.equal(sent.statusCode, 200, sent.body);
  await sendAll();
  const tests = smtp.received.filter((m) => m.subject === '[Uji] Pentas Bulan Purnama | Teater Satu');
  assert.equal(tests.length, 1, 'the test mail reached the admin alone');
  assert.ok(listHeadersOf(tests[0] as ParsedMail)?.unsubscribe, 'as a member would see it');

  const news = smtp.received.filter((m) => m.subject === 'Pentas Bulan Purnama | Teater Satu');
  assert.deepEqual(
    news.map((m) => (Array.isArray(m.to) ? '' : m.to?.text)),
    ['ayu@anggota.test'],
    'never asked (budi) and withdrawn (citra) get nothing',
  );
  const [mail] = news;
  assert.ok(mail);
  assert.match(mail.text ?? '', /Kami kembali ke panggung\./);
  assert.match(mail.html || '', /Berhenti menerima kabar/);
  sent1 = { id: draft.id, mail };
});

/** the first test's announcement and the mail a member got */
let sent1: { id: number; mail: ParsedMail };

test('a sent announcement stays as sent; one-click unsubscribe works with a plain POST and no cookie', async () => {
  const admin = await t.as('admin');
  const draft = { id: sent1.id };
  const list = listHeadersOf(sent1.mail);
  assert.equal(list?.['unsubscribe-post']?.name, 'List-Unsubscribe=One-Click');

  // a second send, an edit or a delete of a sent announcement is refused; sending again queues nothing
  assert.equal((await admin.post(`/api/v1/announcements/${draft.id}/send`)).statusCode, 409);
  assert.equal((await admin.patch(`/api/v1/announcements/${draft.id}`, { title: 'Lain' })).statusCode, 409);
  assert.equal((await admin.delete(`/api/v1/announcements/${draft.id}`)).statusCode, 409);
  await sendAll();
  assert.equal(smtp.received.filter((m) => m.subject === 'Pentas Bulan Purnama | Teater Satu').length, 1);

  // RFC 8058: the mail program posts to the header's address, no cookie, no login
  const oneClick = new URL(list?.unsubscribe?.url ?? '');
  const unsubscribed = await t.app.inject({
    method: 'POST',
    url: `${oneClick.pathname}${oneClick.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  assert.equal(unsubscribed.statusCode, 200, unsubscribed.body);
  const [ayu] = await rows<{ granted: boolean }>(sql`
    SELECT c.granted FROM consents c JOIN users u ON u.id = c.user_id
    WHERE u.email = 'ayu@anggota.test' AND c.kind = 'announcements' ORDER BY c.id DESC LIMIT 1`);
  assert.equal(ayu?.granted, false);

  const shown = (await admin.get(`/api/v1/announcements/${draft.id}`)).json().data;
  assert.equal(shown.status, 'sent');
  assert.deepEqual(shown.stats, { queued: 1, sent: 1, failed: 0, unsubscribed: 1 });
  const audited = await rows<{ action: string }>(sql`
    SELECT action FROM audit_log WHERE resource = 'announcements' AND record_id = ${draft.id} ORDER BY id`);
  assert.deepEqual(
    audited.map((a) => a.action),
    ['create', 'send-test', 'send'],
  );
});

test('a member who withdraws after the send was queued is not mailed: the mail is cancelled', async () => {
  const admin = await t.as('admin');
  const dewi = await member('dewi@anggota.test', true);
  const draft = await draftAnnouncement(admin, { title: 'Kelas Akting Sabtu' });
  assert.equal((await admin.post(`/api/v1/announcements/${draft.id}/test`)).statusCode, 200);
  await deliver(); // the test mail, and the delivery the test send started, are done
  assert.equal((await admin.post(`/api/v1/announcements/${draft.id}/send`)).statusCode, 200);
  await t.app.announcements.queueNow();
  const stop = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/users/me/consents/announcements',
    headers: { authorization: `Bearer ${dewi}` },
    payload: { granted: false },
  });
  assert.equal(stop.statusCode, 200);
  await deliver();
  assert.equal(smtp.to('dewi@anggota.test').filter((m) => m.subject?.startsWith('Kelas Akting')).length, 0);
  const [cancelled] = await rows<{ status: string }>(sql`
    SELECT status FROM mail_outbox WHERE recipient = 'dewi@anggota.test' AND kind = 'announcement'`);
  assert.equal(cancelled?.status, 'cancelled');
});

test('an announcement to active Sahabat only reaches consenting members whose subscription runs', async () => {
  const admin = await t.as('admin');
  await member('eka@anggota.test', true);
  await member('fajar@anggota.test', true);
  await t.app.db.execute(
    sql`UPDATE users SET subscription_time = now() + interval '10 days' WHERE email = 'fajar@anggota.test'`,
  );
  const draft = await draftAnnouncement(admin, { title: 'Video baru untuk Sahabat', audience: 'sahabat' });
  const size = await admin.get(`/api/v1/announcements/${draft.id}/audience`);
  assert.equal(size.json().data.count, 1);
  assert.equal((await testThenSend(admin, draft.id)).statusCode, 200);
  await sendAll();
  const got = smtp.received.filter((m) => m.subject === 'Video baru untuk Sahabat | Teater Satu');
  assert.deepEqual(
    got.map((m) => (Array.isArray(m.to) ? '' : m.to?.text)),
    ['fajar@anggota.test'],
  );
});

test('an announcement drafted from a news item takes its title, summary, a copy of its picture and its link', async () => {
  const admin = await t.as('admin');
  const form = new FormData();
  form.set('title', 'Lakon Baru Dibuka');
  form.set('summary', 'Ringkasan lakon baru.');
  form.set('description', 'Isi');
  const image = await pngImage(7);
  form.set('photo_url', image.blob, image.filename);
  const news = (await admin.post('/api/v1/beritas', form)).json().data as { id: number; photo_url: string };
  const made = await admin.post(`/api/v1/announcements/from/beritas/${news.id}`);
  assert.equal(made.statusCode, 201, made.body);
  const draft = (await admin.get(`/api/v1/announcements/${made.json().data.id}`)).json().data;
  assert.equal(draft.title, 'Lakon Baru Dibuka');
  assert.equal(draft.body, 'Ringkasan lakon baru.');
  assert.match(draft.link, new RegExp(`/news/${news.id}$`));
  assert.match(draft.picture, /^\/media\/i\/[0-9a-f]{32}\.webp$/);
  assert.notEqual(draft.picture, news.photo_url.split(',')[0], 'its own copy');
  assert.equal((await t.app.inject({ method: 'GET', url: draft.picture })).statusCode, 200);
  // deleting the draft leaves the news item's picture
  assert.equal((await admin.delete(`/api/v1/announcements/${draft.id}`)).statusCode, 200);
  assert.equal((await t.app.inject({ method: 'GET', url: news.photo_url.split(',')[0] ?? '' })).statusCode, 200);
  assert.equal((await admin.post('/api/v1/announcements/from/beritas/999999')).statusCode, 404);
  assert.equal((await (await t.as('user')).post(`/api/v1/announcements/from/beritas/${news.id}`)).statusCode, 403);
});
