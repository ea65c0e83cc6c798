import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import * as c from '@teater/contract';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { auditLog } from '../core/audit/schema.js';
import { loadConfig } from '../core/config.js';
import { openDatabase } from '../core/db/client.js';
import { createScratchDatabase } from '../core/db/scratch-database.js';
import { minimalPdf } from '../seed/demo/exclusive-files.js';
import { encode, validPayload } from '../test/payloads.js';
import { type ServerProcess, startServer } from '../test/server-process.js';
import { controlSocketOf } from './control-socket.js';
import { restoreBackup } from './restore.js';

/**
 * Issue 32: `npm run backup -- FILE` while the production server runs on the embedded database
 * asks that server for the archive (over its control socket), and a superadmin downloads one from
 * the admin area; requests keep being answered meanwhile, and the archives restore into an empty
 * folder and into PostgreSQL with the same answers as the running site.
 */
const ADMIN = { email: 'admin@cadangan.test', password: 'admin-cadangan-123' };
const READS = ['/api/v1/beritas', '/api/v1/subsnaskahs', '/api/v1/users', '/api/v1/payment'];
let work: string;
let dataDir: string;
let server: ServerProcess;
let token: string;

const call = (url: string, init: RequestInit = {}) =>
  fetch(`${server.url}${url}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });

/** The server here is always PGlite's: the PostgreSQL run of the API tests would repeat the same. */
const skip = process.env.TEST_DB === 'postgres' && 'the same as in the PGlite run (the server is PGlite)';

before(async () => {
  if (skip) return;
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'teater-live-'));
  dataDir = path.join(work, 'data');
  server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const login = await fetch(`${server.url}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  token = ((await login.json()) as { token: string }).token;
  for (const seed of [1, 2, 3]) {
    const body = encode(c.beritas, await validPayload(c.beritas, seed, async () => ''));
    assert.equal((await call('/api/v1/beritas', { method: 'POST', body: body as FormData })).status, 201);
  }
  const script = new FormData();
  script.set('kategori', 'naskah');
  script.set('naskah', 'Bunga Rumah Makan');
  script.set('pengarang', 'Utuy Tatang Sontani');
  script.set('gambar_subsnaskah', new Blob([new Uint8Array(minimalPdf('Bunga', ['Babak satu.']))]), 'naskah.pdf');
  assert.equal((await call('/api/v1/subsnaskahs', { method: 'POST', body: script })).status, 201);
});
after(async () => {
  if (skip) return;
  await server.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
});

async function liveAnswers() {
  const out: Record<string, unknown> = {};
  for (const url of READS) out[url] = await (await call(url)).json();
  return out;
}

/** A restored copy's answers, read by its own app with the same session (sessions come along). */
async function restoredAnswers(target: string, databaseUrl?: string) {
  const config = loadConfig({ DATA_DIR: target, NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: '0' });
  const database = await openDatabase({ url: databaseUrl, dir: path.join(target, 'db') });
  const app = await buildApp({ config, database, logger: false });
  try {
    const out: Record<string, unknown> = {};
    for (const url of READS) {
      out[url] = (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json();
    }
    const backups = await database.db.select().from(auditLog).where(eq(auditLog.resource, 'backups'));
    return { answers: out, backups: backups.map((entry) => `${entry.action} ${entry.actor_name}`) };
  } finally {
    await app.close();
    await database.close();
  }
}

/** `npm run backup -- FILE` (the ops entry under tsx), with the server's DATA_DIR. */
async function backupCommand(file: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'cli.ts'), 'backup', file], {
    env,
    stdio: 'pipe',
  });
  let printed = '';
  child.stdout.on('data', (chunk) => (printed += chunk));
  child.stderr.on('data', (chunk) => (printed += chunk));
  const [code] = (await once(child, 'exit')) as [number];
  return { code, printed };
}

test('npm run backup asks the running PGlite server; the archive restores into PGlite and PostgreSQL alike', {
  skip,
}, async () => {
  const socket = fs.statSync(controlSocketOf(dataDir));
  assert.ok(socket.isSocket());
  assert.equal(socket.mode & 0o077, 0, 'only the site’s user may connect');

  const file = path.join(work, 'cadangan.tar.gz');
  const expected = await liveAnswers();
  // the site keeps answering while the archive is made
  const [made, ...served] = await Promise.all([backupCommand(file), ...READS.map((url) => call(url))]);
  assert.equal(made.code, 0, made.printed);
  assert.match(made.printed, /dibuat oleh server yang berjalan/);
  assert.deepEqual(
    served.map((res) => res.status),
    READS.map(() => 200),
  );
  assert.ok(!fs.existsSync(`${file}.partial`));
  assert.equal(fs.statSync(file).mode & 0o077, 0, 'the archive is its owner’s alone: it holds password hashes');

  const empty = path.join(work, 'pulih-pglite');
  assert.ok((await restoreBackup({ file, dataDir: empty })).rows > 0);
  assert.deepEqual((await restoredAnswers(empty)).answers, expected);

  if (process.env.TEST_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'live');
    try {
      const target = path.join(work, 'pulih-postgres');
      await restoreBackup({ file, dataDir: target, databaseUrl: scratch.url });
      assert.deepEqual((await restoredAnswers(target, scratch.url)).answers, expected);
    } finally {
      await scratch.drop();
    }
  }
});

test('a superadmin downloads a fresh backup from the admin area; it restores with the same answers', {
  skip,
}, async () => {
  const res = await call('/api/v1/admin/backups/download');
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/gzip');
  assert.match(
    res.headers.get('content-disposition') ?? '',
    /^attachment; filename="backup-\d{8}-\d{6}-\d{3}\.tar\.gz"$/,
  );
  const file = path.join(work, 'unduhan.tar.gz');
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  const target = path.join(work, 'pulih-unduhan');
  await restoreBackup({ file, dataDir: target });
  const restored = await restoredAnswers(target);
  assert.deepEqual(restored.answers, await liveAnswers());
  // the archive holds the audit log as it was: the command's backup before it is recorded
  assert.deepEqual(restored.backups, ['backup npm run backup']);
});
