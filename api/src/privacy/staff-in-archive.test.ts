import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import { buildTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

test('"Data saya" names staff who acted on the account by name and role only: no e-mail, no IP', async () => {
  const admin = await t.newUser('admin', 'petugas.loket@teater.id');
  const member = await t.newUser('user', 'anggota.biasa@contoh.id');
  const changed = await admin.inject({
    method: 'PATCH',
    url: `/api/v1/users/${member.id}`,
    payload: { name: 'Anggota Baru' },
    remoteAddress: '203.0.113.77',
  });
  assert.equal(changed.statusCode, 200, changed.body);

  const res = await member.get('/api/v1/users/me/export.zip');
  assert.equal(res.statusCode, 200);
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const entries = JSON.parse(strFromU8(files['log-audit.json'] ?? new Uint8Array())) as Record<string, unknown>[];
  const byStaff = entries.find((entry) => entry.actor_role === 'admin');
  assert.ok(byStaff, JSON.stringify(entries));
  assert.equal(byStaff.actor_name, 'Uji admin');
  assert.equal(byStaff.actor_email, null);
  assert.equal(byStaff.ip, null);
  assert.equal(byStaff.actor_id, null);
  // nowhere in the archive, JSON or CSV
  const everything = Object.values(files)
    .map((bytes) => strFromU8(bytes))
    .join('\n');
  assert.equal(everything.includes('petugas.loket@teater.id'), false);
  assert.equal(everything.includes('203.0.113.77'), false);
  // the member's own entries (the login) keep the member's own e-mail and IP
  const logins = JSON.parse(strFromU8(files['riwayat-login.json'] ?? new Uint8Array())) as Record<string, unknown>[];
  const own = logins.find((entry) => entry.actor_id === member.id);
  assert.equal(own?.actor_email, 'anggota.biasa@contoh.id', JSON.stringify(logins));
  assert.ok(own?.ip);
});
