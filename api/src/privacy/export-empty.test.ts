import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import { buildTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

// "Data saya" gave a new member's empty records as blank files, without their columns
test('"Data saya" of a new member: every CSV, the empty ones too, has its header row', async () => {
  const member = await t.newUser('user', 'baru.kosong@contoh.id');
  const archive = await member.get('/api/v1/users/me/export.zip');
  assert.equal(archive.statusCode, 200);
  const files = unzipSync(new Uint8Array(archive.rawPayload));
  const csvs = Object.keys(files).filter((name) => name.endsWith('.csv'));
  assert.ok(csvs.includes('persetujuan.csv'), 'an account made without consents has none');
  for (const name of csvs) {
    const text = strFromU8(files[name] ?? new Uint8Array()).replace(/^\uFEFF/, '');
    const [header] = text.split(/\r?\n/);
    assert.ok(header && header.length > 0, `${name} has a header row`);
  }
  assert.match(strFromU8(files['persetujuan.csv'] ?? new Uint8Array()), /^\uFEFF?id,/);
});
