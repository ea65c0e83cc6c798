import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import * as c from '@teater/contract';
import { exhibitions } from '@teater/contract/fixtures';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import { contentTable } from '../db/content-table.js';
import { servedSite } from '../site.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { webDistFixture } from '../test/web-fixture.js';
import type { ContentTable } from './define.js';
import { contentTableOf } from './tables.js';

/**
 * The claim of docs/adding-a-resource.md, on the server: a resource the app has never heard of
 * (contract/src/fixtures/exhibitions.ts), served with its table, gets its REST routes, its list
 * rules, its rendered pages with their link previews, its sitemap entries and its private admin
 * area from its definition alone. (The web's side: web/src/app/route-table.test.ts.)
 */
const table = contentTable(exhibitions) as unknown as ContentTable;
const web = webDistFixture();
let t: TestApp;

before(async () => {
  const site = servedSite({ ...c.resources, exhibitions }, (def) =>
    def === exhibitions ? table : contentTableOf(def),
  );
  t = await buildTestApp({ WEB_DIST: web.dir, PUBLIC_URL: 'https://teater.example' }, { site });
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

describe('a resource defined once', () => {
  let id = 0;

  test('has REST routes with its access rules, validation and list declaration', async () => {
    const form = new FormData();
    form.set('judul', 'Pameran Topeng Lampung');
    form.set('tempat', 'Taman Budaya');
    form.set('deskripsi', 'Topeng-topeng dari tiga generasi pengrajin.');
    assert.equal((await (await t.as('anonymous')).post('/api/v1/pamerans', form)).statusCode, 401);
    assert.equal((await (await t.as('user')).post('/api/v1/pamerans', form)).statusCode, 403);
    const admin = await t.as('admin');
    const created = await admin.post('/api/v1/pamerans', form);
    assert.equal(created.statusCode, 201, created.body);
    id = created.json().data.id;

    const missing = new FormData();
    missing.set('judul', 'Tanpa tempat');
    const refused = await admin.post('/api/v1/pamerans', missing);
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().errors.tempat, c.validationMessages.required);

    const anyone = await t.as('anonymous');
    const found = (await anyone.get('/api/v1/pamerans?q=topeng')).json();
    assert.deepEqual([found.meta.total, found.data[0].judul], [1, 'Pameran Topeng Lampung']);
    assert.equal((await anyone.get('/api/v1/pamerans?sort=-tempat')).statusCode, 400, 'tempat is not sortable');
    assert.equal((await anyone.get(`/api/v1/pamerans/${id}`)).json().data.tempat, 'Taman Budaya');
  });

  test('has its public pages rendered with their titles and link previews', async () => {
    const item = await html(`/pameran/${id}`);
    assert.equal(item.statusCode, 200);
    assert.match(item.body, /<title>Pameran Topeng Lampung \| Teater Satu<\/title>/);
    assert.equal(meta(item.body, 'og:description'), 'Topeng-topeng dari tiga generasi pengrajin.');
    assert.equal(meta(item.body, 'og:url'), `https://teater.example/pameran/${id}`);
    assert.equal((await html('/pameran/999999')).statusCode, 404);

    const list = await html('/pameran');
    assert.match(list.body, /<title>Pameran \| Teater Satu<\/title>/);
    assert.match(list.body, /id="initial-data">[^<]*"\/pamerans\?page=1&limit=12"/);
  });

  test('is in the sitemap, its admin area is not', async () => {
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    assert.ok(sitemap.includes('<loc>https://teater.example/pameran</loc>'));
    assert.ok(sitemap.includes(`<loc>https://teater.example/pameran/${id}</loc>`));
    assert.ok(!sitemap.includes('managepameran'));
    const robots = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body.split('\n');
    assert.ok(robots.includes('Disallow: /manage'));
    const screen = await html('/managepameran');
    assert.equal(screen.statusCode, 200, 'the admin screen is the app shell, left to the browser');
    assert.ok(!screen.body.includes('og:title" content="Manage'));
  });
});
