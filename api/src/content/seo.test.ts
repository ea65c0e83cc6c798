import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import * as schema from '../schema.js';
import { buildTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://teater.example' });
});
after(() => t.close());

describe('sitemap.xml and robots.txt', () => {
  test('the sitemap lists every public page and item, and follows writes', async () => {
    const [news] = await t.app.db
      .insert(schema.beritas)
      .values({ title: 'Pentas', summary: 'Ringkas', description: 'Isi', photo_url: '/media/i/a.webp' })
      .returning();
    const [show] = await t.app.db
      .insert(schema.tikets)
      .values({
        nama_pertujukan: 'Malam Jahanam',
        tanggal_pertujukan: new Date('2026-11-22T12:00:00Z'),
        tempat_pertujukan: 'Taman Budaya',
        tanggal_mulai_penjualan: new Date('2026-10-01T00:00:00Z'),
        tanggal_selesai_penjualan: new Date('2026-11-21T00:00:00Z'),
      })
      .returning();
    assert.ok(news && show);

    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/teatersatu', '/news', '/anggota', '/photos', '/program', '/tiket', '/donation']) {
      assert.ok(locs.includes(`https://teater.example${path}`), `lists ${path}`);
    }
    assert.ok(locs.includes(`https://teater.example/news/${news.id}`));
    assert.ok(locs.includes(`https://teater.example/tiket/kontentiket?id=${show.id}`));
    assert.equal(
      locs.some((loc) => /\/(admin|manage|subs\/|account|history-)|\/subs$/.test(loc ?? '')),
      false,
      'no private page',
    );

    const admin = await t.as('admin');
    const form = new FormData();
    form.set('title', 'Diubah');
    assert.equal((await admin.patch(`/api/v1/beritas/${news.id}`, form)).statusCode, 200);
    assert.equal((await admin.delete(`/api/v1/beritas/${news.id}`)).statusCode, 200);
    const after = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    assert.equal(after.body.includes(`/news/${news.id}<`), false, 'a deleted item leaves the sitemap');
  });

  test('robots.txt keeps admin, subscriber and personal areas out and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /text\/plain/);
    const lines = res.body.split('\n');
    assert.equal(lines[0], 'User-agent: *');
    for (const prefix of ['/admin', '/manage', '/subs$', '/subs/', '/account', '/history-']) {
      assert.ok(lines.includes(`Disallow: ${prefix}`), `keeps ${prefix} out`);
    }
    assert.ok(lines.includes('Sitemap: https://teater.example/sitemap.xml'));
  });
});
