import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hasEnglish, privacyMessages } from '@teater/contract';
import { eq, or, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { Secret, TOTP } from 'otpauth';
import { knownDevices, recoveryCodes, secondFactors, sessions } from '../accounts/schema.js';
import { ticketOrders } from '../box-office/schema.js';
import { tikets } from '../content/schema.js';
import { auditLog } from '../core/audit/schema.js';
import { mailOutbox } from '../core/mail-outbox/schema.js';
import { housekeep } from '../operations/housekeeping.js';
import { payments } from '../payments/schema.js';
import type { Caller } from '../test/app.js';
import { doorDevice, scanOf, upload } from '../test/door-fixture.js';
import { firstEnrolProof } from '../test/enrol-proof.js';
import { deliver, smtp, t, useMailApp } from '../test/mail-fixture.js';
import { createShow, decide, order } from '../test/payments.js';
import { exportSources } from './export-sources.js';

/** "Data saya": the member's archive, and deleting the account by the rules (the books stay, bare). */
useMailApp();

type Row = Record<string, unknown>;
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
};

/** A member who signed up, subscribed, bought two seats (one scanned at the door) and has a held order. */
async function activeMember(email: string) {
  const anonymous = await t.as('anonymous');
  const body = { name: 'Dewi Lestari', email, password: 'rahasia-123', accept_terms: true, announcements: true };
  assert.equal((await anonymous.post('/api/v1/users/signup', body)).statusCode, 201);
  const login = await t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: body, headers: BROWSER });
  const { token, data } = login.json() as { token: string; data: { user: { id: number } } };
  const member = { ...(await t.as('anonymous')), id: data.user.id, token } as Caller;
  const as = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
  member.get = (url) => as('GET', url);
  member.post = (url, payload) => as('POST', url, payload);
  member.delete = (url) => as('DELETE', url);
  member.inject = (opts) => t.app.inject({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${token}` } });
  // an authenticator app as second factor (with the mailed code), and its recovery codes
  const proof = await firstEnrolProof(t, member);
  const setup = (await member.post('/api/v1/users/me/totp', proof)).json().data as { token: string; secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(setup.secret) }).generate();
  assert.equal((await member.post('/api/v1/users/me/totp/confirm', { token: setup.token, code })).statusCode, 201);

  const subscription = (await member.post('/api/v1/payment', {})).json().data;
  assert.equal((await decide(member, subscription.token, 'settlement')).statusCode, 200);
  const show = await createShow(t, { nama_pertujukan: 'Ronggeng Dukuh Paruk', jumlah_stok_tiket: 20 });
  const paid = (await order(member, show.id, 2)).json().data;
  assert.equal((await decide(member, paid.token, 'settlement')).statusCode, 200);
  const held = (await order(member, show.id, 3)).json().data;
  const history = (await member.get('/api/v1/tiket/user/history')).json().data as {
    order_id: string;
    tickets: { code: string }[];
  }[];
  const seat = history.find((o) => o.order_id === paid.order_id)?.tickets[0]?.code;
  assert.ok(seat);
  // scanned in at the door by a door device
  const door = await doorDevice(t, await t.as('admin'), 'Pintu Utara', show.id);
  assert.equal((await upload(door.caller, door.device, [scanOf(seat, show.id, 'admitted')])).statusCode, 200);
  await deliver();
  return { member, show, subscription, paid, held, seat };
}

const archiveOf = (body: Buffer) => {
  const files = unzipSync(new Uint8Array(body));
  const json = (name: string) => JSON.parse(strFromU8(files[`${name}.json`] ?? new Uint8Array())) as Row[];
  // Buffer keeps the byte-order mark, which TextDecoder would drop
  const csv = (name: string) => Buffer.from(files[`${name}.csv`] ?? new Uint8Array()).toString('utf8');
  return { names: Object.keys(files), json, csv };
};

test('"Data saya" holds every record kind of the member, as JSON and CSV, with no secret, in well under a minute', async () => {
  const EMAIL = 'dewi.lestari@contoh.id';
  const { member, subscription, paid, held, seat } = await activeMember(EMAIL);
  const started = Date.now();
  const res = await member.get('/api/v1/users/me/export.zip');
  assert.equal(res.statusCode, 200, res.body.slice(0, 200));
  assert.ok(Date.now() - started < 60_000);
  assert.equal(res.headers['content-type'], 'application/zip');
  assert.match(String(res.headers['content-disposition']), /attachment; filename="data-saya-\d+-\d{8}\.zip"/);
  const archive = archiveOf(res.rawPayload);
  assert.ok(archive.names.includes('LIHAT-SAYA.txt'));
  for (const name of ['profil', 'persetujuan', 'pembayaran', 'pesanan-tiket', 'tiket', 'check-in', 'email', 'sesi']) {
    assert.ok(archive.names.includes(`${name}.json`) && archive.names.includes(`${name}.csv`), name);
  }
  const [profile] = archive.json('profil');
  assert.equal(profile?.email, EMAIL);
  assert.equal('password_hash' in (profile ?? {}), false, 'no password hash');
  assert.match(
    String(profile?.subscription_time),
    /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    'the subscription, in ISO time',
  );
  assert.deepEqual(
    archive
      .json('persetujuan')
      .map((c) => c.kind)
      .sort(),
    ['announcements', 'privacy', 'terms'],
  );
  assert.deepEqual(
    archive
      .json('pembayaran')
      .map((p) => p.order_id)
      .sort(),
    [subscription.order_id, paid.order_id, held.order_id].sort(),
  );
  const orders = archive.json('pesanan-tiket');
  assert.deepEqual(orders.map((o) => o.status).sort(), ['paid', 'pending']);
  assert.equal(orders[0]?.pertunjukan, 'Ronggeng Dukuh Paruk');
  assert.equal(archive.json('tiket').length, 2);
  assert.deepEqual(
    archive.json('check-in').map((c) => c.code),
    [seat],
  );
  assert.deepEqual(
    archive
      .json('email')
      .map((m) => m.kind)
      .sort(),
    ['factor-enrol-code', 'subscription-receipt', 'ticket-paid', 'welcome'],
  );
  securityRecordsIn(archive, member.id ?? 0);
  // CSV: a header row, then a row per record, names readable by spreadsheets (BOM)
  const csv = archive.csv('pembayaran');
  assert.ok(csv.startsWith('\uFEFFid,order_id,kind,'));
  assert.equal(csv.trim().split('\n').length, 4);
});

/** Sessions, login history, second factors, known devices and the audit entries about the account: no secret. */
function securityRecordsIn(archive: ReturnType<typeof archiveOf>, id: number) {
  const [session] = archive.json('sesi');
  assert.equal(session?.user_agent, BROWSER['user-agent']);
  assert.ok(session?.ip && !('token_hash' in session), 'the address, never the token');
  assert.deepEqual(
    archive.json('riwayat-login').map((e) => [e.action, e.actor_id]),
    [['login', id]],
  );
  const [factor] = archive.json('faktor-kedua');
  assert.deepEqual([factor?.kind, 'totp_secret' in (factor ?? {})], ['totp', false]);
  const codes = archive.json('kode-pemulihan');
  assert.ok(codes.length === 10 && codes.every((c) => !('code_hash' in c)));
  const [device] = archive.json('perangkat-dikenal');
  assert.ok(device?.user_agent && !('device_hash' in device));
  const entries = archive.json('log-audit').map((e) => e.action);
  for (const action of ['signup', 'factor-added', 'data-export']) assert.ok(entries.includes(action), action);
}

test('an admin may make a member’s archive for a letter, in the member’s language; another member may not', async () => {
  const member = await t.newUser('user');
  await member.patch(`/api/v1/users/${member.id}`, { bahasa: 'en' });
  const copy = await (await t.as('admin')).get(`/api/v1/users/${member.id}/export.zip`);
  assert.equal(copy.statusCode, 200);
  assert.match(String(copy.headers['content-disposition']), /filename="my-data-\d+-\d{8}\.zip"/);
  const readme = strFromU8(unzipSync(new Uint8Array(copy.rawPayload))['README.txt'] ?? new Uint8Array());
  assert.match(readme, /^My data: everything this site keeps about your account\.\r\n/);
  assert.match(readme, /\r\nprofil: Your account: name, email, role, profile photo/);
  for (const source of exportSources) assert.ok(hasEnglish(source.label), `English for ${source.label}`);
  assert.equal((await (await t.as('user')).get(`/api/v1/users/${member.id}/export.zip`)).statusCode, 403);
});

/**
 * After a deletion: sessions, second factors, recovery codes and known devices are gone; the audit
 * entries about the account stay (what, when, which id), without the person's name or e-mail
 * anywhere in them, and an admin's entry about them still names the admin.
 */
async function securityRecordsErased(id: number, email: string) {
  for (const table of [sessions, secondFactors, recoveryCodes, knownDevices]) {
    assert.deepEqual(await t.app.db.select().from(table).where(eq(table.userId, id)), [], 'nothing left');
  }
  const named = await t.app.db.execute(sql`SELECT a.id FROM audit_log a WHERE a::text ILIKE ${`%${email}%`}`);
  assert.deepEqual((named as unknown as { rows: unknown[] }).rows, [], 'the e-mail is in no entry');
  const entries = await t.app.db
    .select()
    .from(auditLog)
    .where(or(eq(auditLog.actor_id, id), sql`${auditLog.after}->>'user_id' = ${String(id)}`));
  const byAction = (action: string) => entries.find((e) => e.action === action);
  for (const action of ['signup', 'login', 'factor-added', 'delete']) {
    assert.equal(byAction(action)?.actor_name, privacyMessages.deletedName, action);
  }
  assert.ok(
    entries.every((e) => !JSON.stringify(e).includes('Dewi Lestari')),
    'nor the name',
  );
  assert.equal(byAction('consent-withdrawn')?.actor_name, 'Uji admin', 'who acted on them stays named');
}

test('deleting one’s account: contacts go at once, the books stay without name or e-mail, a final mail is sent', async () => {
  const EMAIL = 'dewi.pergi@contoh.id';
  const { member, show, subscription, paid, held } = await activeMember(EMAIL);
  const remove = (password: string, confirm: string) =>
    member.inject({ method: 'DELETE', url: '/api/v1/users/me', payload: { password, confirm } });
  const refused = await remove('salah-123', 'HAPUS');
  assert.equal(refused.statusCode, 400);
  assert.equal(refused.json().errors.password, privacyMessages.deleteWrongPassword);
  assert.equal((await remove('rahasia-123', 'ya')).statusCode, 400, 'not confirmed');

  // a withdrawal an admin recorded for them (asked by phone): an entry about them by someone else
  const admin = await t.as('admin');
  assert.equal(
    (await admin.put(`/api/v1/users/${member.id}/consents/announcements`, { granted: false })).statusCode,
    200,
  );
  const done = await remove('rahasia-123', 'HAPUS');
  assert.equal(done.statusCode, 200, done.body);
  assert.equal(done.json().message, privacyMessages.accountDeleted);
  assert.equal((await member.get('/api/v1/users/me')).statusCode, 401);
  await securityRecordsErased(member.id ?? 0, EMAIL);

  // the books: every payment, without the person
  const kept = await t.app.db.select().from(payments);
  const mine = kept.filter((p) => [subscription.order_id, paid.order_id, held.order_id].includes(p.order_id));
  assert.equal(mine.length, 3);
  assert.ok(mine.every((p) => p.id_user === null && p.buyer_name === null && p.buyer_email === null));
  const csv = (await (await t.as('admin')).get('/api/v1/payment/export.csv')).body;
  assert.match(csv, new RegExp(subscription.order_id));
  assert.doesNotMatch(csv, /dewi\.pergi/);
  assert.doesNotMatch(csv.split('\n').find((line) => line.includes(subscription.order_id)) ?? '', /Dewi Lestari/);

  // orders: e-mail and phone gone; the name only on the paid seats of the show to come
  const orders = await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.id_tiket, show.id));
  const paidOrder = orders.find((o) => o.order_id === paid.order_id);
  const heldOrder = orders.find((o) => o.order_id === held.order_id);
  assert.deepEqual([paidOrder?.nama_user, paidOrder?.buyer_email, paidOrder?.no_telp], ['Siti Aminah', null, '']);
  assert.deepEqual([heldOrder?.status, heldOrder?.nama_user], ['cancelled', privacyMessages.deletedName]);

  // the final mail, and then no mail to the address is left
  await deliver();
  const [last] = smtp.to(EMAIL).filter((m) => m.subject?.startsWith('Akun kamu telah dihapus'));
  assert.ok(last);
  assert.match(last.text ?? '', /5 catatan pembayaran dan pesanan tetap disimpan 10 tahun/);
  assert.match(last.text ?? '', /2 tiket untuk pertunjukan yang akan datang tetap berlaku/);
  await housekeep(t.app);
  assert.deepEqual(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, EMAIL)), []);

  // once the show has passed, the name goes too
  await t.app.db
    .update(tikets)
    .set({ tanggal_pertujukan: new Date(Date.now() - 3_600_000) })
    .where(eq(tikets.id, show.id));
  await housekeep(t.app);
  const [after] = await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.order_id, paid.order_id));
  assert.equal(after?.nama_user, privacyMessages.deletedName);
});
