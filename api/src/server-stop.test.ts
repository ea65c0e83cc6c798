import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The real server process (`api/src/server.ts`) receiving SIGTERM in the middle of an upload that
 * never finishes: it stops within the grace period, exits 0, and leaves no partial file.
 */
const ADMIN = { email: 'admin@stop.test', password: 'admin-stop-123' };
let dataDir: string;
let port: number;
let server: ChildProcess;
let output = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teater-stop-'));
  port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  server = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')], {
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`server did not start: ${output}`);
});
after(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every file under a folder, as paths relative to it. */
const filesIn = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(dir, f)).isFile())
    : [];

test('SIGTERM during an upload exits 0 and leaves no partial file', async () => {
  const login = await fetch(`http://127.0.0.1:${port}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const boundary = 'batas-unggahan';
  const upload = http.request({
    host: '127.0.0.1',
    port,
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
  server.kill('SIGTERM');
  const [code] = (await once(server, 'exit')) as [number | null];
  assert.equal(code, 0, output);
  assert.ok(Date.now() - started < 15_000, 'within the grace period');
  assert.deepEqual(filesIn(temp), []);
  assert.deepEqual(filesIn(path.join(dataDir, 'media', 'public')), []);
  upload.destroy();
});
