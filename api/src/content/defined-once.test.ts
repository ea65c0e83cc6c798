import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import * as c from '@teater/contract';
import { lokakaryas } from '@teater/contract/fixtures';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import { contentTable } from '../core/db/content-table.js';
import { seeders } from '../seed/demo/index.js';
import { servedSite } from '../site.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { webDistFixture } from '../test/web-fixture.js';
import type { ContentTable } from './define.js';
import { contentTableOf } from './tables.js';

/**
 * The claim of docs/adding-a-resource.md, on the server: the guide's example resource (workshops,
 * contract/src/fixtures/workshops.ts, the guide's own definition) gets its REST routes, its list
 * rules, its rendered pages with their link previews, its sitemap entries and its private admin
 * area from its definition alone. Here it is served beside the registry with a table made from
 * it; in the copy of the repository where contract/src/fixtures/guide.test.ts follows the guide,
 * it is registered, and this test checks the registered one, its migration and its demo seeder.
 * (The web's side: web/src/app/route-table.test.ts.)
 */
const registered = Object.values(c.resources).some((def) => def.name === lokakaryas.name);
const table = contentTable(lokakaryas) as unknown as ContentTable;
const web = webDistFixture();
let t: TestApp;

before(async () => {
  const site = registered
    ? servedSite()
    : servedSite({ ...c.resources, workshops: lokakaryas }, (def) =>
        def === lokakaryas ? table : contentTableOf(def),
      );
  t = await buildTestApp({ WEB_DIST: web.dir, PUBLIC_URL: 'https://teater.example' }, { site });
  if (registered) return;
  // its migration, as `npm run db:generate` would write it
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson({ table }));
  for (const statement of statements) await t.app.db.execute(sql.raw(statement));
});
after(async () => {
  await t.close();
  web.remove();
});

const html = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const meta = (body: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(body)?.[1];

describe('the guide’s resource, defined once', () => {
  let id = 0;

  test('has REST routes with its access rules, validation and list declaration', async () => {
    const form = new FormData();
    form.set('judul', 'Lokakarya Topeng Lampung');
    form.set('tanggal', '2026-12-20T12:00:00.000Z');
    form.set('harga', '75000');
    form.set('deskripsi', 'Membuat dan memainkan topeng bersama tiga generasi pengrajin.');
    assert.equal((await (await t.as('anonymous')).post('/api/v1/lokakaryas', form)).statusCode, 401);
    assert.equal((await (await t.as('user')).post('/api/v1/lokakaryas', form)).statusCode, 403);
    const admin = await t.as('admin');
    const created = await admin.post('/api/v1/lokakaryas', form);
    assert.equal(created.statusCode, 201, created.body);
    id = created.json().data.id;

    const missing = new FormData();
    missing.set('judul', 'Tanpa tanggal');
    const refused = await admin.post('/api/v1/lokakaryas', missing);
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().errors.tanggal, c.validationMessages.required);

    const anyone = await t.as('anonymous');
    const found = (await anyone.get('/api/v1/lokakaryas?q=topeng&sort=harga')).json();
    assert.deepEqual([found.meta.total, found.data[0].judul], [1, 'Lokakarya Topeng Lampung']);
    assert.equal((await anyone.get('/api/v1/lokakaryas?sort=-deskripsi')).statusCode, 400, 'not sortable');
    const item = (await anyone.get(`/api/v1/lokakaryas/${id}`)).json().data;
    assert.deepEqual([item.tanggal, item.harga], ['2026-12-20T12:00:00.000Z', 75000]);
  });

  test('has its public pages rendered with their titles and link previews', async () => {
    const item = await html(`/lokakarya/${id}`);
    assert.equal(item.statusCode, 200);
    assert.match(item.body, /<title>Lokakarya Topeng Lampung \| Teater Satu<\/title>/);
    assert.equal(meta(item.body, 'og:description'), 'Membuat dan memainkan topeng bersama tiga generasi pengrajin.');
    assert.equal(meta(item.body, 'og:url'), `https://teater.example/lokakarya/${id}`);
    assert.equal((await html('/lokakarya/999999')).statusCode, 404);

    const list = await html('/lokakarya');
    assert.match(list.body, /<title>Lokakarya \| Teater Satu<\/title>/);
    assert.match(list.body, /id="initial-data">[^<]*"\/lokakaryas\?page=1&limit=12"/);
  });

  test('is in the sitemap, its admin area is not', async () => {
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    assert.ok(sitemap.includes('<loc>https://teater.example/lokakarya</loc>'));
    assert.ok(sitemap.includes(`<loc>https://teater.example/lokakarya/${id}</loc>`));
    assert.ok(!sitemap.includes('managelokakarya'));
    const robots = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body.split('\n');
    assert.ok(robots.includes('Disallow: /manage'));
    const screen = await html('/managelokakarya');
    assert.equal(screen.statusCode, 200, 'the admin screen is the app shell, left to the browser');
    assert.ok(!screen.body.includes('og:title" content="Manage'));
  });

  test('once registered, its demo seeder fills its table with rows its pages show', {
    skip: !registered && 'registered only where the guide is followed (contract/src/fixtures/guide.test.ts)',
  }, async () => {
    const seeder = seeders.find((one) => one.name === lokakaryas.name);
    assert.ok(seeder, 'the guide’s seeder is in the demo');
    await t.app.db.execute(sql`DELETE FROM lokakaryas`);
    await seeder.run(t.app);
    const rows = (await (await t.as('anonymous')).get('/api/v1/lokakaryas')).json().data;
    assert.ok(rows.length > 0);
    assert.equal((await html(`/lokakarya/${rows[0].id}`)).statusCode, 200);
  });
});

test('reads a date-time sent without a zone as WIB, and documents it so', async () => {
  const admin = await t.as('admin');
  const form = new FormData();
  form.set('judul', 'Kelas Olah Vokal');
  form.set('tanggal', '2027-01-08T19:00');
  form.set('harga', '50000');
  form.set('deskripsi', 'Pernapasan dan artikulasi.');
  const created = await admin.post('/api/v1/lokakaryas', form);
  assert.equal(created.statusCode, 201, created.body);
  assert.equal(created.json().data.tanggal, '2027-01-08T12:00:00.000Z', '19.00 WIB is 12.00 UTC');
  const moved = await admin.patch(`/api/v1/lokakaryas/${created.json().data.id}`, { tanggal: '2027-01-09 07:30' });
  assert.equal(moved.json().data.tanggal, '2027-01-09T00:30:00.000Z');
  const zoned = await admin.patch(`/api/v1/lokakaryas/${created.json().data.id}`, { tanggal: '2027-01-09T07:30Z' });
  assert.equal(zoned.json().data.tanggal, '2027-01-09T07:30:00.000Z', 'a named zone is kept');
  const wrong = await admin.patch(`/api/v1/lokakaryas/${created.json().data.id}`, { tanggal: '8 Januari' });
  assert.equal(wrong.statusCode, 400);
  assert.equal(wrong.json().errors.tanggal, c.validationMessages.date);
  await admin.delete(`/api/v1/lokakaryas/${created.json().data.id}`);

  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const body = spec.paths['/api/v1/lokakaryas'].post.requestBody.content['multipart/form-data'].schema;
  const tanggal = body.properties.tanggal.anyOf?.[0] ?? body.properties.tanggal;
  assert.equal(tanggal.type, 'string');
  assert.ok(new RegExp(tanggal.pattern).test('2027-01-08T19:00'), 'its pattern takes the WIB wall time');
  assert.match(tanggal.description, /WIB/);
});
