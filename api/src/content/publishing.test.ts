import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { beritas, tikets } from '@teater/contract';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';
import { encode, validPayload } from '../test/payloads.js';
import { createShow } from '../test/payments.js';

let t: TestApp;
let anonymous: Caller;
let admin: Caller;
let seed = 0;

before(async () => {
  t = await buildTestApp({ PUBLISH_CHECK_SECONDS: '1' });
  [anonymous, admin] = await Promise.all([t.as('anonymous'), t.as('admin')]);
});
after(() => t.close());

/** A news item as an admin saves it, with its publishing choice. */
async function news(title: string, publishing: { draft?: boolean; published_at?: string }) {
  const payload = { ...(await validPayload(beritas, ++seed, async () => '')), title, ...publishing };
  const res = await admin.post('/api/v1/beritas', encode(beritas, payload));
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: number; draft: boolean; published_at: string | null };
}

const titlesFor = async (caller: Caller) =>
  ((await caller.get('/api/v1/beritas?limit=100')).json().data as { title: string }[]).map((n) => n.title);

describe('drafts', () => {
  test('a draft is seen by admins only: not in public lists, details or the sitemap, until published', async () => {
    // the public list is read (and cached) first: saving the draft must not leak it either way
    await titlesFor(anonymous);
    const draft = await news('Draf Rahasia', { draft: true });
    assert.equal(draft.draft, true);

    assert.ok(!(await titlesFor(anonymous)).includes('Draf Rahasia'));
    assert.equal((await anonymous.get(`/api/v1/beritas/${draft.id}`)).statusCode, 404);
    const sitemap = await anonymous.get('/sitemap.xml');
    assert.ok(!sitemap.body.includes(`/news/${draft.id}<`));

    // admins see it where the public will: that is their preview
    assert.ok((await titlesFor(admin)).includes('Draf Rahasia'));
    const preview = await admin.get(`/api/v1/beritas/${draft.id}`);
    assert.equal(preview.statusCode, 200);
    assert.equal(preview.headers['cache-control'], 'private, no-store');

    const published = await admin.patch(`/api/v1/beritas/${draft.id}`, encode(beritas, { draft: false }));
    assert.equal(published.statusCode, 200, published.body);
    assert.ok((await titlesFor(anonymous)).includes('Draf Rahasia'));
    assert.equal((await anonymous.get(`/api/v1/beritas/${draft.id}`)).statusCode, 200);
    assert.ok((await anonymous.get('/sitemap.xml')).body.includes(`/news/${draft.id}<`));
  });

  test('the spec’s calls, which send neither field, publish at once', async () => {
    const res = await admin.post('/api/v1/tiket', {
      nama_pertujukan: 'Langsung Tayang',
      harga_tiket: 10_000,
      tanggal_pertujukan: new Date(Date.now() + 86_400_000 * 10).toISOString(),
      tempat_pertujukan: 'Gedung Uji',
      tanggal_mulai_penjualan: new Date(Date.now() - 60_000).toISOString(),
      tanggal_selesai_penjualan: new Date(Date.now() + 86_400_000 * 9).toISOString(),
      nama_kategori_tiket: 'Reguler',
      harga_kategori_tiket: 10_000,
      jumlah_stok_tiket: 10,
    });
    assert.equal(res.statusCode, 201, res.body);
    const shows = (await anonymous.get('/api/v1/tiket?limit=100')).json().data as { nama_pertujukan: string }[];
    assert.ok(shows.some((s) => s.nama_pertujukan === 'Langsung Tayang'));
    assert.ok(tikets.publishing);
  });

  test('a draft show cannot be found by the public', async () => {
    const show = await createShow(t);
    await admin.patch(`/api/v1/tiket/${show.id}`, { draft: true });
    assert.equal((await anonymous.get(`/api/v1/tiket/${show.id}`)).statusCode, 404);
  });
});

describe('the cache in front', () => {
  test('the cache in front answers visitors only: a session, by cookie or by header, reaches the route', async () => {
    const url = '/api/v1/beritas?limit=100';
    const draft = await news('Draf Di Depan', { draft: true });
    // the visitors' answer is cached now, and answered from the front on the next read
    assert.ok(!(await titlesFor(anonymous)).includes('Draf Di Depan'));
    const again = await anonymous.get(url);
    assert.equal(again.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
    assert.equal(
      (await anonymous.inject({ method: 'GET', url, headers: { 'if-none-match': String(again.headers.etag) } }))
        .statusCode,
      304,
    );
    const byCookie = await t.app.inject({ method: 'GET', url, headers: { cookie: `theme=x; token=${admin.token}` } });
    const titles = (byCookie.json().data as { title: string }[]).map((n) => n.title);
    assert.ok(titles.includes('Draf Di Depan'));
    assert.equal(byCookie.headers['cache-control'], 'private, no-store');
    assert.equal((await admin.get(`/api/v1/beritas/${draft.id}`)).statusCode, 200);
  });
});

describe('scheduled items', () => {
  test('come out at their time (WIB or any zone), and cached public reads follow without a write', async () => {
    const at = new Date(Date.now() + 2500);
    const scheduled = await news('Terbit Nanti', { published_at: at.toISOString() });
    assert.equal(new Date(scheduled.published_at ?? '').getTime(), at.getTime());
    assert.ok(!(await titlesFor(anonymous)).includes('Terbit Nanti'));
    assert.equal((await anonymous.get(`/api/v1/beritas/${scheduled.id}`)).statusCode, 404);

    // its time comes; the check (every PUBLISH_CHECK_SECONDS, here 1 s) drops the cached reads
    const deadline = Date.now() + 15_000;
    while (!(await titlesFor(anonymous)).includes('Terbit Nanti')) {
      assert.ok(Date.now() < deadline, 'the scheduled item never came out');
      await sleep(200);
    }
    assert.ok(Date.now() >= at.getTime(), 'not before its time');
    assert.equal((await anonymous.get(`/api/v1/beritas/${scheduled.id}`)).statusCode, 200);
  });
});
