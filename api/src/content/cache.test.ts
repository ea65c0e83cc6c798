import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../core/config.js';
import { openDatabase } from '../core/db/client.js';
import * as schema from '../schema.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { createShow, order } from '../test/payments.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

const titles = (res: { json(): unknown }) => (res.json() as { data: { title: string }[] }).data.map((n) => n.title);

async function createNews(title: string) {
  const admin = await t.as('admin');
  const [row] = await t.app.db
    .insert(schema.beritas)
    .values({ title: 'sementara', summary: 'Ringkas', description: 'Isi', photo_url: '/media/i/a.webp' })
    .returning();
  assert.ok(row);
  const form = new FormData();
  form.set('title', title);
  // the write goes through the API, which is what invalidates
  assert.equal((await admin.patch(`/api/v1/beritas/${row.id}`, form)).statusCode, 200);
  return row.id;
}

// The public-read cache.
test('reads are served from memory with an ETag; a write through the API refreshes them', async () => {
  await createNews('Pertama');
  const first = await t.app.inject({ method: 'GET', url: '/api/v1/beritas' });
  assert.deepEqual(titles(first), ['Pertama']);
  const etag = String(first.headers.etag);
  assert.equal(first.headers['cache-control'], 'no-cache');

  // a row written past the API stays unseen: the answer comes from the cache
  await t.app.db
    .insert(schema.beritas)
    .values({ title: 'Diam-diam', summary: 'R', description: 'I', photo_url: '/media/i/b.webp' });
  const cached = await t.app.inject({ method: 'GET', url: '/api/v1/beritas', headers: { 'if-none-match': etag } });
  assert.equal(cached.statusCode, 304);

  await createNews('Kedua');
  const fresh = await t.app.inject({ method: 'GET', url: '/api/v1/beritas', headers: { 'if-none-match': etag } });
  assert.equal(fresh.statusCode, 200);
  assert.deepEqual(titles(fresh), ['Kedua', 'Diam-diam', 'Pertama']);
});

test('two processes on one PostgreSQL database: a write in one refreshes the other (LISTEN/NOTIFY)', async (ctx) => {
  const pool = t.app.database.pool;
  if (t.app.database.kind !== 'postgres' || !pool) {
    ctx.skip('needs TEST_DB=postgres and TEST_DATABASE_URL');
    return;
  }
  // A second app on the same database, as a second API process behind a load balancer would be.
  const database = await openDatabase({ url: pool.options.connectionString, dir: '' });
  const config = loadConfig({ DATA_DIR: t.dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: '0' });
  const other: FastifyInstance = await buildApp({ config, database, logger: false });
  await other.ready();
  try {
    assert.notEqual(other.publicCache, t.app.publicCache, 'each process has its own cache');
    const before = await other.inject({ method: 'GET', url: '/api/v1/beritas' });
    assert.equal(other.publicCache.size > 0, true, 'the other process cached the list');

    await createNews('Dari proses lain');
    let after = before;
    for (let i = 0; i < 50 && !titles(after).includes('Dari proses lain'); i++) {
      await sleep(50);
      after = await other.inject({ method: 'GET', url: '/api/v1/beritas' });
    }
    assert.ok(titles(after).includes('Dari proses lain'), 'the other process dropped its stale list');
    assert.notEqual(after.headers.etag, before.headers.etag);

    // A write names what it wrote: the other process drops the shows, and keeps the news.
    const show = await createShow(t, { jumlah_stok_tiket: 9 });
    const stockThere = async () =>
      (await other.inject({ method: 'GET', url: `/api/v1/tiket/${show.id}` })).json().data.jumlah_stok_tiket;
    assert.equal(await stockThere(), 9);
    assert.ok(titles(await other.inject({ method: 'GET', url: '/api/v1/beritas' })).includes('Dari proses lain'));
    // written past the API: unseen there for as long as its news list stays cached
    await t.app.db
      .insert(schema.beritas)
      .values({ title: 'Tanpa API', summary: 'R', description: 'I', photo_url: '/media/i/c.webp' });
    for (let i = 0; i < 3; i++) assert.equal((await order(await t.newUser(), show.id, 1)).statusCode, 201);
    let stock = await stockThere();
    for (let i = 0; i < 50 && stock !== 6; i++) {
      await sleep(50);
      stock = await stockThere();
    }
    assert.equal(stock, 6, 'the other process dropped its stale show');
    const news = titles(await other.inject({ method: 'GET', url: '/api/v1/beritas' }));
    assert.ok(!news.includes('Tanpa API'), 'the orders left the news cached there');
  } finally {
    await other.close();
    await database.close();
  }
});
