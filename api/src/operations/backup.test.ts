import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import * as c from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { auditLog } from '../core/audit/schema.js';
import { loadConfig } from '../core/config.js';
import { type Database, openDatabase } from '../core/db/client.js';
import { createScratchDatabase } from '../core/db/scratch-database.js';
import { minimalPdf } from '../seed/demo/exclusive-files.js';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';
import { filesBelow } from '../test/media.js';
import { encode, validPayload } from '../test/payloads.js';
import { writeBackup } from './backup.js';
import { RestoreRefused, restoreBackup } from './restore.js';

let source: TestApp;
let admin: Caller;
let work: string;
let archive: string;
const blob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]);

/** The answers a visitor, a subscriber and an admin get: what must be identical after a restore. */
const READS = ['/api/v1/beritas', '/api/v1/galeris', '/api/v1/subsnaskahs', '/api/v1/users', '/api/v1/payment'];

async function answers(app: FastifyInstance, token: string) {
  const out: Record<string, unknown> = {};
  for (const url of READS) {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    out[url] = res.json();
  }
  return out;
}

const bytesOf = (dataDir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(dataDir, 'media'), { recursive: true, encoding: 'utf8' })
      .filter((f) => fs.statSync(path.join(dataDir, 'media', f)).isFile() && !f.startsWith('tmp'))
      .map((f) => [f, fs.readFileSync(path.join(dataDir, 'media', f)).toString('base64')]),
  );

/** A restored copy served by its own app, logged in as the source's admin (sessions come along). */
async function openRestored(dataDir: string, databaseUrl?: string) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database: Database = await openDatabase({ url: databaseUrl, dir: path.join(dataDir, 'db') });
  const app = await buildApp({ config, database, logger: false });
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { app, close };
}

before(async () => {
  source = await buildTestApp();
  admin = await source.as('admin');
  let seed = 1;
  for (const def of [c.beritas, c.beritas]) {
    const res = await admin.post(`/api/v1${def.path}`, encode(def, await validPayload(def, seed++, async () => '')));
    assert.equal(res.statusCode, 201, res.body);
  }
  const script = new FormData();
  script.set('kategori', 'naskah');
  script.set('naskah', 'Bunga Rumah Makan');
  script.set('pengarang', 'Utuy Tatang Sontani');
  script.set('gambar_subsnaskah', blob(minimalPdf('Bunga Rumah Makan', ['Babak satu.'])), 'naskah.pdf');
  assert.equal((await admin.post('/api/v1/subsnaskahs', script)).statusCode, 201);
  await source.newUser('subscriber', 'sahabat@contoh.id');
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'teater-backup-'));
  archive = path.join(work, 'cadangan.tar.gz');
  // taken while the source app keeps serving
  const [backup] = await Promise.all([
    writeBackup({
      database: source.app.database,
      objects: source.app.media.objects,
      dataDir: source.dataDir,
      file: archive,
    }),
    admin.get('/api/v1/beritas'),
  ]);
  assert.ok(
    backup.manifest.media.some((m) => m.path.startsWith('media/exclusive/')),
    'exclusive files come along',
  );
});
after(async () => {
  await source.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  test('PGlite -> PGlite: the same answers and the same media bytes', async () => {
    const target = path.join(work, 'pglite');
    const done = await restoreBackup({ file: archive, dataDir: target });
    assert.ok(done.rows > 0);
    const restored = await openRestored(target);
    try {
      assert.deepEqual(await answers(restored.app, admin.token ?? ''), await answers(source.app, admin.token ?? ''));
      assert.deepEqual(bytesOf(target), bytesOf(source.dataDir));
      // new records continue after the restored ids
      const next = await restored.app.inject({
        method: 'POST',
        url: '/api/v1/galeris',
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { judul: 'Baru', karya: 'Uji', deskripsi: 'x', gambarGaleri: '' },
      });
      assert.notEqual(next.statusCode, 500, next.body);
    } finally {
      await restored.close();
    }
  });

  test('PGlite -> PostgreSQL: the same answers', {
    skip: !process.env.TEST_DATABASE_URL && 'needs TEST_DATABASE_URL',
  }, async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '', 'restore');
    const target = path.join(work, 'postgres');
    try {
      await restoreBackup({ file: archive, dataDir: target, databaseUrl: scratch.url });
      const restored = await openRestored(target, scratch.url);
      try {
        assert.deepEqual(await answers(restored.app, admin.token ?? ''), await answers(source.app, admin.token ?? ''));
        assert.deepEqual(bytesOf(target), bytesOf(source.dataDir));
      } finally {
        await restored.close();
      }
    } finally {
      await scratch.drop();
    }
  });

  test('a truncated archive is refused and the target stays empty', async () => {
    const truncated = path.join(work, 'terpotong.tar.gz');
    const whole = fs.readFileSync(archive);
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const target = path.join(work, 'kosong');
    await assert.rejects(restoreBackup({ file: truncated, dataDir: target }), RestoreRefused);
    assert.deepEqual(await filesBelow(target), []);
  });

  test('a target that holds data is refused and left as it was', async () => {
    const target = path.join(work, 'pglite');
    const before = await filesBelow(path.join(target, 'media'));
    await assert.rejects(restoreBackup({ file: archive, dataDir: target }), /tidak kosong/);
    assert.deepEqual(await filesBelow(path.join(target, 'media')), before);
  });
});

describe('scheduled backups', () => {
  test('the server writes archives into BACKUP_DIR, keeps the newest BACKUP_KEEP and tells admins', async () => {
    const dir = path.join(work, 'terjadwal');
    const t = await buildTestApp({ BACKUP_DIR: dir, BACKUP_KEEP: '2' });
    try {
      const boss = await t.as('admin');
      assert.equal((await boss.get('/api/v1/admin/backups')).json().data.last, null);
      for (let i = 0; i < 3; i++) await t.app.backupNow();
      const kept = fs.readdirSync(dir);
      assert.equal(kept.length, 2);
      const status = (await boss.get('/api/v1/admin/backups')).json().data;
      assert.equal(status.scheduled, true);
      assert.equal(status.last.file, kept.sort().at(-1));
      assert.ok(status.last.size > 0);
      assert.equal((await (await t.as('user')).get('/api/v1/admin/backups')).statusCode, 403);
    } finally {
      await t.close();
    }
  });
});

describe('backups on demand', () => {
  test('only a superadmin downloads one, and one at a time', async () => {
    assert.equal((await (await source.as('anonymous')).get('/api/v1/admin/backups/download')).statusCode, 401);
    assert.equal((await admin.get('/api/v1/admin/backups/download')).statusCode, 403);
    const boss = await source.as('superadmin');
    const running = await source.app.backupArchive();
    const refused = await boss.get('/api/v1/admin/backups/download');
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, c.backupMessages.busy);
    for await (const _ of running) {
      // read to its end: the next one may start
    }
    const res = await boss.get('/api/v1/admin/backups/download');
    assert.equal(res.statusCode, 200);
    assert.equal(res.rawPayload.subarray(0, 2).toString('hex'), '1f8b', 'a gzip stream');
    const logged = await source.app.db.select().from(auditLog).where(eq(auditLog.resource, 'backups'));
    assert.deepEqual(
      logged.map((entry) => [entry.action, entry.actor_id, entry.summary?.startsWith('Unduh backup-')]),
      [['backup', boss.id, true]],
      'the download is in the audit log once, by whom; the refused ones are not',
    );
    assert.deepEqual(
      fs.readdirSync(source.dataDir).filter((name) => name.startsWith('.backup-')),
      [],
      'the staging folders are gone',
    );
  });
});
