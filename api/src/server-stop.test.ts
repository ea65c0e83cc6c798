import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ServerProcess, startServer } from './test/server-process.js';

/**
 * The real server process (`api/src/server.ts`) receiving SIGTERM in the middle of an upload that
 * never finishes: it stops within the grace period, exits 0, and leaves no partial file.
 */
const ADMIN = { email: 'admin@stop.test', password: 'admin-stop-123' };
let dataDir: string;
let server: ServerProcess;

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teater-stop-'));
  server = await startServer({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
});
after(async () => {
  await server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every file under a folder, as paths relative to it. */
const filesIn = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(dir, f)).isFile())
    : [];

test('SIGTERM during an upload exits 0 and leaves no partial file', async () => {
  const login = await fetch(`${server.url}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const boundary = 'batas-unggahan';
  const upload = http.request({
    host: '127.0.0.1',
    port: server.port,
    method: 'POST',
    path: '/api/v1/image',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(5 * 1024 * 1024),
    },
  });
  upload.on('error', () => {});
  upload.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="besar.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  upload.write(Buffer.alloc(256 * 1024, 1));
  // the upload is being written to a temporary file
  const temp = path.join(dataDir, 'media', 'tmp');
  for (let i = 0; i < 40 && filesIn(temp).length === 0; i++) await sleep(100);
  assert.equal(filesIn(temp).length, 1, 'the upload streams to a temporary file');

  const started = Date.now();
  const code = await server.kill('SIGTERM');
  assert.equal(code, 0, server.output());
  assert.ok(Date.now() - started < 15_000, 'within the grace period');
  assert.deepEqual(filesIn(temp), []);
  assert.deepEqual(filesIn(path.join(dataDir, 'media', 'public')), []);
  upload.destroy();
});
