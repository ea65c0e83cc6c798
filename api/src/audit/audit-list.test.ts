import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { AuditEntry } from '@teater/contract';
import { count, eq } from 'drizzle-orm';
import { auditLog } from '../core/audit/schema.js';
import { housekeep } from '../operations/housekeeping.js';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';

let t: TestApp;
let superadmin: Caller;
let member: Caller;
let memberId = 0;
const day = 86_400_000;

before(async () => {
  t = await buildTestApp();
  superadmin = await t.newUser('superadmin', 'kepala@test.id');
  member = await t.newUser('user', 'anggota@test.id');
  memberId = member.id ?? 0;
  // a role change and a profile change by the superadmin, a password change by the member
  assert.equal((await superadmin.patch(`/api/v1/users/${memberId}`, { role: 'admin' })).statusCode, 200);
  assert.equal((await superadmin.patch(`/api/v1/users/${memberId}`, { name: 'Anggota Lama' })).statusCode, 200);
  const changed = await member.post('/api/v1/users/update-password', {
    password_current: 'rahasia-123',
    password: 'rahasia-baru-9',
  });
  assert.equal(changed.statusCode, 200, changed.body);
});
after(() => t.close());

const page = async (query: string) => {
  const res = await superadmin.get(`/api/v1/admin/audit?${query}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { data: AuditEntry[]; meta: { total: number } };
};

// /admin/audit
test('filters by person, resource, record, action and date, and searches', async () => {
  const byChief = await page(`actor_id=${superadmin.id}&resource=users&action=update`);
  assert.equal(byChief.meta.total, 2);
  const [renamed, promoted] = byChief.data;
  assert.deepEqual([renamed?.before, renamed?.after], [{ name: 'Uji user' }, { name: 'Anggota Lama' }]);
  assert.deepEqual([promoted?.before, promoted?.after], [{ role: 'user' }, { role: 'admin' }]);
  assert.equal(promoted?.actor_email, 'kepala@test.id');
  assert.equal(promoted?.record_id, memberId);

  const history = await page(`resource=users&record_id=${memberId}`);
  assert.deepEqual(
    history.data.map((entry) => entry.action),
    ['password-changed', 'update', 'update'],
  );
  const found = await page('q=anggota@test&action=password-changed');
  assert.equal(found.meta.total, 1);
  // two days on: dates are read in WIB (UTC+7), a day ahead of UTC's in the evening
  const dayAfterTomorrow = new Date(Date.now() + 2 * day).toISOString().slice(0, 10);
  assert.equal((await page(`createdAt_from=${dayAfterTomorrow}`)).meta.total, 0);
  assert.equal((await superadmin.get('/api/v1/admin/audit?resource=nothing')).statusCode, 400);
});

test('the CSV holds the same entries as the filtered list', async () => {
  const res = await superadmin.get(`/api/v1/admin/audit/export.csv?resource=users&record_id=${memberId}`);
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /text\/csv/);
  const text = res.body;
  assert.match(text, /Waktu \(WIB\),Nama,Email,Role,Alamat IP,Tindakan,Data,ID data,Keterangan,Sebelum,Sesudah/);
  assert.match(text, /role: user/);
  assert.match(text, /role: admin/);
  assert.match(text, /Password diubah/);
  assert.equal(
    text
      .trim()
      .split('\n')
      .filter((line) => line.includes('kepala@test.id')).length,
    2,
  );
});

test('members read nothing of it, and no route writes to it', async () => {
  const other = await t.newUser('user');
  assert.equal((await other.get('/api/v1/admin/audit')).statusCode, 403);
  assert.equal((await other.get('/api/v1/admin/audit/export.csv')).statusCode, 403);
  const [entry] = (await page('')).data;
  for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
    const res = await superadmin.inject({ method, url: `/api/v1/admin/audit/${entry?.id}` });
    assert.equal(res.statusCode, 404);
  }
});

test('housekeeping removes entries past AUDIT_RETENTION_DAYS, and only those', async () => {
  const at = (days: number) => new Date(Date.now() - days * day);
  const old = { resource: 'beritas', action: 'update', summary: 'lama' };
  await t.app.db.insert(auditLog).values([
    { ...old, createdAt: at(731) },
    { ...old, createdAt: at(700), summary: 'masih disimpan' },
  ]);
  const done = await housekeep(t.app);
  assert.equal(done.auditEntries, 1);
  const [left] = await t.app.db.select({ n: count() }).from(auditLog).where(eq(auditLog.resource, 'beritas'));
  assert.equal(left?.n, 1);
});
