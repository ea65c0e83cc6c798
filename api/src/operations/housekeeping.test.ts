import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { passwordResets, sessions } from '../accounts/schema.js';
import { donasis, galeris } from '../content/schema.js';
import { demoSeedState } from '../core/schema.js';
import { imageUploads } from '../media/schema.js';
import { seeders } from '../seed/demo/index.js';
import { seedDemo } from '../seed/demo.js';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';
import { pngImage } from '../test/media.js';
import { housekeep } from './housekeeping.js';

let t: TestApp;
let admin: Caller;
const dayAgo = (days = 1.1) => new Date(Date.now() - days * 86_400_000);

before(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
after(() => t.close());

async function uploadImage(): Promise<string> {
  const form = new FormData();
  const png = await pngImage(Math.floor(Math.random() * 1000));
  form.set('image', png.blob, png.filename);
  const res = await admin.post('/api/v1/image', form);
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data.url;
}
const fileOf = (url: string) => path.join(t.dataDir, 'media', 'public', url.replace('/media/', ''));

describe('housekeeping', () => {
  test('old temporary files and those of stopped processes go; fresh ones stay', async () => {
    const tmp = path.join(t.dataDir, 'media', 'tmp');
    fs.mkdirSync(path.join(tmp, '999999'), { recursive: true });
    fs.writeFileSync(path.join(tmp, '999999', 'cut.upload'), 'x');
    fs.mkdirSync(path.join(tmp, String(process.pid)), { recursive: true });
    const stale = path.join(tmp, String(process.pid), 'old.upload');
    const fresh = path.join(tmp, String(process.pid), 'fresh.upload');
    fs.writeFileSync(stale, 'x');
    fs.writeFileSync(fresh, 'x');
    fs.utimesSync(stale, dayAgo(), dayAgo());
    const done = await housekeep(t.app);
    assert.ok(done.tempFiles >= 2);
    assert.equal(fs.existsSync(path.join(tmp, '999999')), false);
    assert.equal(fs.existsSync(stale), false);
    assert.equal(fs.existsSync(fresh), true);
  });

  test('an image uploaded a day ago that no record took up goes; a referenced or fresh one stays', async () => {
    const orphan = await uploadImage();
    const used = await uploadImage();
    const fresh = await uploadImage();
    const listed = await uploadImage();
    await t.app.db.insert(galeris).values({
      judul: 'Dipakai',
      karya: 'Uji',
      deskripsi: 'x',
      gambarGaleri: used,
      // a photo moved past second place is only in the album's list
      gambarAlbum: [
        { id: 1, image: used },
        { id: 2, image: fresh },
        { id: 3, image: listed },
      ],
    });
    for (const url of [orphan, used, listed]) {
      await t.app.db.update(imageUploads).set({ createdAt: dayAgo() }).where(eq(imageUploads.url, url));
    }
    await housekeep(t.app);
    assert.equal(fs.existsSync(fileOf(orphan)), false);
    assert.equal(fs.existsSync(fileOf(used)), true);
    assert.equal(fs.existsSync(fileOf(listed)), true);
    assert.equal(fs.existsSync(fileOf(fresh)), true);
    const [left] = await t.app.db.select({ n: count() }).from(imageUploads);
    assert.equal(left?.n, 1, 'only the fresh upload is still watched');
  });

  test('expired sessions and used or expired reset links go', async () => {
    const user = await t.newUser('user');
    await t.app.db
      .update(sessions)
      .set({ expiresAt: dayAgo() })
      .where(eq(sessions.userId, user.id ?? 0));
    await t.app.db
      .insert(passwordResets)
      .values({ tokenHash: 'a'.repeat(64), userId: user.id ?? 0, expiresAt: dayAgo() });
    const done = await housekeep(t.app);
    assert.ok(done.sessions >= 1);
    assert.ok(done.resetLinks >= 1);
    assert.equal((await user.get('/api/v1/users/me')).statusCode, 401);
  });
});

describe('demo seeding', () => {
  test('a seeding cut short is completed on the next start, with the counts of a clean one', async () => {
    const catalogue = seeders.find((s) => s.name === 'products');
    assert.ok(catalogue);
    const skipOthers = async (app: TestApp['app']) => {
      for (const seeder of seeders) {
        if (seeder !== catalogue) await app.db.insert(demoSeedState).values({ name: seeder.name, done: true });
      }
    };
    const counts = async (app: TestApp['app']) =>
      Promise.all(catalogue.tables.map(async (table) => (await app.db.select({ n: count() }).from(table))[0]?.n));

    const clean = await buildTestApp();
    try {
      await skipOthers(clean.app);
      await seedDemo(clean.app);
      const expected = await counts(clean.app);
      assert.ok(expected.every((n) => (n ?? 0) > 0));

      // a crash in the middle: marked started, some rows written, never marked done
      await skipOthers(t.app);
      await t.app.db.insert(demoSeedState).values({ name: catalogue.name });
      await t.app.db.insert(donasis).values({ paragraf1: 'Setengah jadi' });
      await seedDemo(t.app);
      assert.deepEqual(await counts(t.app), expected);
      const [state] = await t.app.db.select().from(demoSeedState).where(eq(demoSeedState.name, catalogue.name));
      assert.equal(state?.done, true);
    } finally {
      await clean.close();
    }
  });
});
