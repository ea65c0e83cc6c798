import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createScratchDatabase } from './core/db/scratch-database.js';
import { pngImage } from './test/media.js';
import { deployConfigFor, nginxMissing, startNginx, type TestNginx } from './test/nginx.js';
import { startS3, type TestS3 } from './test/s3.js';
import { type ServerProcess, startServer } from './test/server-process.js';

/**
 * deploy/nginx-two-processes.conf as a technician installs it (only its certificate and ports
 * changed), in front of two real server processes on one PostgreSQL database and one bucket.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(serverUrl);
const skip = (!onPostgres && 'PostgreSQL only (TEST_DB=postgres)') || nginxMissing() || false;
const ADMIN = { email: 'admin@proksi.test', password: 'admin-proksi-1' };
const BUCKET = 'teater-proksi';

let s3: TestS3;
let scratch: { url: string; drop(): Promise<void> };
let servers: ServerProcess[] = [];
let nginx: TestNginx;
const dirs: string[] = [];

const through = (url: string, init?: RequestInit) => fetch(`${nginx.url}${url}`, init);

before(async () => {
  if (skip || !serverUrl) return;
  [s3, scratch] = await Promise.all([startS3([BUCKET]), createScratchDatabase(serverUrl, 'proksi')]);
  const own = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teater-proksi-'));
    dirs.push(dir);
    return { DATA_DIR: dir, WEB_DIST: path.join(dir, 'no-web') };
  };
  const shared = {
    DATABASE_URL: scratch.url,
    ...s3.env(BUCKET),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: '1',
  };
  servers = await Promise.all([startServer({ ...shared, ...own() }), startServer({ ...shared, ...own() })]);
  nginx = await startNginx((port) =>
    deployConfigFor(
      'nginx-two-processes.conf',
      servers.map((server) => server.port),
      port,
    ),
  );
});

after(async () => {
  await nginx?.stop();
  await Promise.all(servers.map((server) => server.kill('SIGKILL')));
  await scratch?.drop();
  await s3?.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The ports nginx sent requests to since `from` (its log's line number). */
const portsSince = (from: number) =>
  new Set(
    nginx
      .upstreams()
      .slice(from)
      .map((line) => line.split(':').at(-1)),
  );

test('nginx shares the requests between both processes; an upload streams through it and either serves the picture', {
  skip,
}, async () => {
  const start = nginx.upstreams().length;
  const login = await through('/api/v1/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  assert.equal(login.status, 200);
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  for (const [field, value] of Object.entries({ title: 'Lewat proksi', summary: 'Ringkasan', description: 'Isi' }))
    form.set(field, value);
  const image = await pngImage(7, 1600, 1000);
  form.set('photo_url', image.blob, image.filename);
  const created = await through('/api/v1/beritas', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(created.status, 201, await created.clone().text());
  const { photo_url } = ((await created.json()) as { data: { photo_url: string } }).data;

  const pictures = await Promise.all(Array.from({ length: 4 }, () => through(photo_url)));
  const bodies = await Promise.all(pictures.map(async (res) => Buffer.from(await res.arrayBuffer())));
  for (const [i, res] of pictures.entries()) {
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/webp');
    assert.deepEqual(bodies[i], bodies[0]);
  }
  for (let i = 0; i < 4; i++) assert.equal((await through('/api/v1/beritas?limit=1')).status, 200);
  assert.deepEqual(
    portsSince(start),
    new Set(servers.map((server) => String(server.port))),
    'both processes answered requests through nginx',
  );
});

test("the caller's address is the one nginx saw: an X-Forwarded-For of the client's own does not escape the login limit", {
  skip,
}, async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await through('/api/v1/users/login', {
      method: 'POST',
      // a new made-up address each time: believed, it would make every attempt the first
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
      body: JSON.stringify({ email: ADMIN.email, password: 'salah-tebak-123' }),
    });
    statuses.push(res.status);
  }
  assert.deepEqual(statuses, [...Array(10).fill(401), 429]);
});

test('a process that dies is routed around: every read through nginx still answers', { skip }, async () => {
  await servers[0]?.kill('SIGKILL');
  for (let i = 0; i < 6; i++) {
    const res = await through('/api/v1/beritas?limit=1');
    assert.equal(res.status, 200, `read ${i} after one process died`);
  }
  assert.equal((await through('/readyz')).status, 200);
});
