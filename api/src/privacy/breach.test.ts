import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import { users } from '../accounts/schema.js';
import { auditLog } from '../core/audit/schema.js';
import { mailOutbox } from '../core/mail-outbox/schema.js';
import { doorDevice } from '../test/door-fixture.js';
import { deliver, smtp, t, useMailApp } from '../test/mail-fixture.js';
import { decide } from '../test/payments.js';
import { BreachCommandError, breachCommand } from './breach-command.js';

/** Breach response: the window and what was exposed -> the accounts concerned, one mail each, the report. */
useMailApp();

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
const breach = (overrides: Record<string, unknown> = {}) => ({
  title: 'Cadangan basis data terbuka',
  discovered_at: hoursAgo(2).toISOString(),
  window_from: hoursAgo(48).toISOString(),
  window_to: hoursAgo(1).toISOString(),
  exposed: ['identity', 'contact'],
  description: 'Sebuah berkas cadangan dapat diunduh tanpa login selama dua hari.',
  measures: 'Berkas dihapus, akses ditutup, kunci diganti.',
  advice: 'Waspadai email yang mengaku dari kami dan meminta password.',
  ...overrides,
});
const auditsOf = (id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'breaches'), eq(auditLog.record_id, id)));

test('the breach screen’s steps: record, list who is concerned, queue their mails once, report; each audited', async () => {
  const admin = await t.as('admin');
  const early = await t.newUser('user', 'lama@contoh.id');
  const late = await t.newUser('user', 'baru@contoh.id');
  // the late account was made after the window: its data was not there to be exposed
  await t.app.db
    .update(users)
    .set({ createdAt: new Date() })
    .where(eq(users.id, late.id ?? 0));
  await t.app.db
    .update(users)
    .set({ createdAt: hoursAgo(30) })
    .where(eq(users.id, early.id ?? 0));

  const bad = await admin.post(
    '/api/v1/admin/breaches',
    breach({ exposed: [], window_to: hoursAgo(50).toISOString() }),
  );
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(Object.keys(bad.json().errors).sort(), ['exposed', 'window_to']);
  assert.equal((await early.post('/api/v1/admin/breaches', breach())).statusCode, 403);

  const created = await admin.post('/api/v1/admin/breaches', breach());
  assert.equal(created.statusCode, 201, created.body);
  const incident = created.json().data;
  assert.equal(new Date(incident.deadline).getTime() - new Date(incident.discovered_at).getTime(), 72 * 3_600_000);

  const listed = (await admin.get(`/api/v1/admin/breaches/${incident.id}/accounts?q=contoh.id`)).json();
  const emails = listed.data.map((a: { email: string }) => a.email);
  assert.ok(emails.includes('lama@contoh.id'));
  assert.ok(!emails.includes('baru@contoh.id'));

  const first = (await admin.post(`/api/v1/admin/breaches/${incident.id}/notify`)).json().data;
  const again = (await admin.post(`/api/v1/admin/breaches/${incident.id}/notify`)).json().data;
  assert.ok(first.queued >= 1);
  assert.deepEqual(again, { queued: 0, total: first.total });
  const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'lama@contoh.id'));
  assert.equal(mails.filter((m) => m.kind === 'breach-notice').length, 1);
  await deliver();
  const [mail] = smtp.to('lama@contoh.id');
  assert.equal(mail?.subject, 'Pemberitahuan insiden data pribadi | Teater Satu');
  for (const part of ['Data yang terpapar\nIdentitas, Kontak', 'Berkas dihapus', 'Waspadai email', 'WIB sampai']) {
    assert.ok(mail?.text?.includes(part), part);
  }
  assert.equal(smtp.to('baru@contoh.id').length, 0);

  assert.equal((await admin.get(`/api/v1/admin/breaches/${incident.id}/report.txt`)).statusCode, 400);
  const report = (await admin.post(`/api/v1/admin/breaches/${incident.id}/report`)).json().data.report as string;
  assert.match(report, /LAPORAN KEGAGALAN PELINDUNGAN DATA PRIBADI/);
  assert.match(report, new RegExp(`6\\. Subjek data terdampak: ${first.total} akun`));
  assert.match(report, new RegExp(`${first.total} email pemberitahuan diantrekan`));
  const file = await admin.get(`/api/v1/admin/breaches/${incident.id}/report.txt`);
  assert.equal(file.body, report);
  assert.match(String(file.headers['content-disposition']), /laporan-insiden-\d+\.txt/);
  const steps = (await auditsOf(incident.id)).map((e) => e.action);
  assert.deepEqual(steps, ['breach-recorded', 'breach-notified', 'breach-notified', 'breach-reported']);
  const page = (await admin.get('/api/v1/admin/breaches')).json();
  assert.equal(page.data[0].notified_count, first.total);
  assert.ok(page.data[0].reported_at);
});

test('a breach of transactions alone concerns only the accounts that bought something by then', async () => {
  const admin = await t.as('admin');
  const buyer = await t.newUser('user', 'pembeli.insiden@contoh.id');
  await t.newUser('user', 'penonton.insiden@contoh.id');
  const payment = (await buyer.post('/api/v1/payment', {})).json().data;
  await decide(buyer, payment.token, 'settlement');
  const incident = (
    await admin.post(
      '/api/v1/admin/breaches',
      breach({ exposed: ['transactions'], window_to: new Date().toISOString() }),
    )
  ).json().data;
  const listed = (await admin.get(`/api/v1/admin/breaches/${incident.id}/accounts?q=insiden`)).json();
  assert.deepEqual(
    listed.data.map((a: { email: string }) => a.email),
    ['pembeli.insiden@contoh.id'],
  );
});

test('the same steps from the command line, for when the site is down', async () => {
  const lines: string[] = [];
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'insiden-')), 'laporan.txt');
  await t.newUser('user', 'cli.insiden@contoh.id');
  const args = [
    ...['--from', hoursAgo(24).toISOString(), '--to', new Date().toISOString(), '--exposed', 'contact,credentials'],
    ...['--title', 'Kebocoran lewat baris perintah', '--description', 'Uji.', '--measures', 'Ditutup.'],
    ...['--advice', 'Ganti password.', '--notify', '--report', file],
  ];
  const id = await breachCommand(t.app.db, t.app.config, args, (line) => lines.push(line));
  assert.match(
    lines[0] ?? '',
    new RegExp(`^Insiden ${id} dicatat: Kebocoran lewat baris perintah\\. Batas pemberitahuan: .* WIB\\.$`),
  );
  assert.ok(lines.some((line) => line.includes('cli.insiden@contoh.id')));
  assert.ok(lines.some((line) => /^Pemberitahuan: \d+ email diantrekan/.test(line)));
  assert.match(fs.readFileSync(file, 'utf8'), /Kredensial: Password/);
  const queued = await t.app.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.dedupe_key, `breach:${id}:%`));
  assert.ok(queued.some((m) => m.recipient === 'cli.insiden@contoh.id'));
  const [recorded] = await auditsOf(id);
  assert.equal(recorded?.actor_role, 'system');
  assert.match(recorded?.actor_name ?? '', /^Baris perintah/);
  await assert.rejects(
    breachCommand(t.app.db, t.app.config, ['--from', 'kemarin'], () => {}),
    BreachCommandError,
  );
});

test('a breach needs its three dates (said in Indonesian), and concerns people only: no door pass is listed, told or counted', async () => {
  const admin = await t.as('admin');
  // an empty date field was read as 1 January 1970
  const empty = await admin.post(
    '/api/v1/admin/breaches',
    breach({ discovered_at: null, window_from: '', window_to: undefined }),
  );
  assert.equal(empty.statusCode, 400);
  assert.deepEqual(empty.json().errors, {
    discovered_at: 'Waktu diketahui wajib diisi',
    window_from: 'Awal rentang waktu wajib diisi',
    window_to: 'Akhir rentang waktu wajib diisi',
  });

  await t.newUser('user', 'orang.insiden@contoh.id');
  // two door passes, one of them revoked: accounts of devices, not of people
  await doorDevice(t, admin, 'Pintu Barat', null);
  const revoked = await doorDevice(t, admin, 'Pintu Timur', null);
  assert.equal((await admin.post(`/api/v1/door/passes/${revoked.pass.id}/revoke`)).statusCode, 200);
  const incident = (await admin.post('/api/v1/admin/breaches', breach({ window_to: new Date().toISOString() }))).json()
    .data;
  const listed = (await admin.get(`/api/v1/admin/breaches/${incident.id}/accounts?limit=100`)).json();
  const emails: string[] = listed.data.map((a: { email: string }) => a.email);
  assert.ok(emails.includes('orang.insiden@contoh.id'));
  assert.ok(!emails.some((email) => email.endsWith('@pintu.invalid')), emails.join());
  const notified = (await admin.post(`/api/v1/admin/breaches/${incident.id}/notify`)).json().data;
  assert.equal(notified.total, listed.meta.total);
  const doors = await t.app.db.select().from(mailOutbox).where(like(mailOutbox.recipient, '%@pintu.invalid'));
  assert.deepEqual(doors, []);
  const report = (await admin.post(`/api/v1/admin/breaches/${incident.id}/report`)).json().data.report as string;
  assert.match(report, new RegExp(`Subjek data terdampak: ${listed.meta.total} akun`));
});

test('a breach record is corrected in place, on record with both sides; a correction is checked as the record was', async () => {
  const admin = await t.as('admin');
  const incident = (
    await admin.post('/api/v1/admin/breaches', breach({ discovered_at: hoursAgo(30).toISOString() }))
  ).json().data;
  const discovered = hoursAgo(3).toISOString();
  const corrected = await admin.put(
    `/api/v1/admin/breaches/${incident.id}`,
    breach({ title: 'Cadangan terbuka (diperbaiki)', discovered_at: discovered }),
  );
  assert.equal(corrected.statusCode, 200, corrected.body);
  const read = (await admin.get(`/api/v1/admin/breaches/${incident.id}`)).json().data;
  assert.equal(read.title, 'Cadangan terbuka (diperbaiki)');
  assert.equal(read.deadline, new Date(Date.parse(discovered) + 72 * 3_600_000).toISOString());
  const update = (await auditsOf(incident.id)).find((entry) => entry.action === 'update');
  assert.equal(update?.before?.discovered_at, incident.discovered_at);
  assert.equal(update?.after?.discovered_at, discovered);

  const emptied = await admin.put(`/api/v1/admin/breaches/${incident.id}`, breach({ window_from: '' }));
  assert.equal(emptied.statusCode, 400);
  assert.equal(emptied.json().errors.window_from, 'Awal rentang waktu wajib diisi');
  const member = await t.as('user');
  assert.equal((await member.put(`/api/v1/admin/breaches/${incident.id}`, breach())).statusCode, 403);
});
