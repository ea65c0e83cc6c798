import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, test } from 'node:test';
import { buildTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

test('/healthz answers while the process runs; /readyz when the database and data folder are ready', async () => {
  const health = await t.app.inject({ method: 'GET', url: '/healthz' });
  assert.equal(health.statusCode, 200);
  assert.deepEqual(health.json(), { status: 'ok' });
  const ready = await t.app.inject({ method: 'GET', url: '/readyz', headers: { accept: '*/*' } });
  assert.equal(ready.statusCode, 200);
  assert.deepEqual(ready.json(), { status: 'ready' });
  assert.equal(ready.headers['cache-control'], 'no-store');
});

test('/readyz answers 503 with the reason when the data folder cannot be written', async () => {
  // Root ignores permissions: make the data folder a plain file instead.
  fs.rmSync(t.dataDir, { recursive: true, force: true });
  fs.writeFileSync(t.dataDir, 'not a folder');
  try {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(ready.statusCode, 503);
    assert.equal(ready.json().status, 'unavailable');
    assert.match(ready.json().reasons[0], /^data folder not writable/);
    assert.equal((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
  } finally {
    fs.rmSync(t.dataDir, { force: true });
    fs.mkdirSync(t.dataDir);
  }
});
