import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { srcSetOf } from '@teater/contract';
import * as schema from '../schema.js';
import { FIXTURE_BOOT, webApp as t, useWebApp } from '../test/web-fixture.js';

useWebApp();

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/** The JSON the page embeds for the web's first queries. */
const initialData = (html: string): Record<string, { data: Record<string, unknown> }> => {
  const match = html.match(/<script type="application\/json" id="initial-data">([^<]*)<\/script>/);
  assert.ok(match?.[1], 'the page embeds its data');
  return JSON.parse(match[1]);
};

async function addNews(title: string) {
  const [row] = await t.app.db
    .insert(schema.beritas)
    .values({
      title,
      summary: 'Pentas keliling di tujuh kota Lampung & sekitarnya.',
      description: 'Isi berita.',
      photo_url: '/media/i/abc123.webp,/media/i/def456.webp',
    })
    .returning();
  assert.ok(row);
  // written past the API, so tell the cache as an API write would
  t.app.publicCache.invalidate('beritas');
  return row.id;
}

// HTML of public pages.
test('a news page carries its title, description, canonical URL and link-preview tags', async () => {
  const id = await addNews('Pentas "Malam" <Jahanam>');
  const res = await page(`/news/${id}`);
  assert.equal(res.statusCode, 200);
  const html = res.body;
  assert.match(html, /<title>Pentas &quot;Malam&quot; &lt;Jahanam&gt; \| Teater Satu<\/title>/);
  assert.match(html, /<meta name="description" content="Pentas keliling di tujuh kota Lampung &amp; sekitarnya\."/);
  assert.ok(html.includes(`<link rel="canonical" href="https://teater.example/news/${id}" />`));
  assert.ok(
    html.includes('<meta property="og:title" content="Pentas &quot;Malam&quot; &lt;Jahanam&gt; | Teater Satu" />'),
  );
  assert.ok(html.includes('<meta property="og:type" content="article" />'));
  // the preview card (made from the picture, or a title card when the file is not there)
  assert.match(html, /<meta property="og:image" content="https:\/\/teater\.example\/media\/og\/[0-9a-f]{32}\.jpg" \/>/);
  assert.ok(html.includes('<meta property="og:image:width" content="1200" />'));
  assert.ok(html.includes('<meta property="og:image:height" content="630" />'));
  assert.ok(html.includes('<meta property="og:image:alt" content="Pentas &quot;Malam&quot; &lt;Jahanam&gt;" />'));
  assert.ok(html.includes('<meta name="twitter:card" content="summary_large_image" />'));
  assert.match(
    html,
    /<meta name="twitter:image" content="https:\/\/teater\.example\/media\/og\/[0-9a-f]{32}\.jpg" \/>/,
  );
  // the built app's own tags stay
  assert.ok(html.includes(`<script type="module">${FIXTURE_BOOT}</script>`));
});

test('the page embeds the detail answer; no text in it can close the script', async () => {
  const id = await addNews('Judul </script><script>alert(1)</script>');
  const res = await page(`/news/${id}`);
  assert.equal(res.body.includes('</script><script>alert(1)'), false);
  const data = initialData(res.body);
  const api = await t.app.inject({ method: 'GET', url: `/api/v1/beritas/${id}` });
  assert.deepEqual(data[`/beritas/${id}`], api.json());
});

test('the news list embeds the list call; a missing item answers 404 with the shell', async () => {
  await addNews('Satu lagi');
  const list = await page('/news');
  assert.equal(list.statusCode, 200);
  assert.match(list.body, /<title>Berita \| Teater Satu<\/title>/);
  assert.ok(Array.isArray(initialData(list.body)['/beritas?page=1&limit=12']?.data));

  const missing = await page('/news/987654');
  assert.equal(missing.statusCode, 404);
  assert.match(missing.body, /<div id="root"><p>shell<\/p><!--\/app-shell--><\/div>/);
  assert.equal(missing.body.includes('og:image'), false);
});

test('a detail address no record can have answers 404: no id, a word for an id, more path after it', async () => {
  for (const url of ['/scripts/setiapscript', '/tiket/kontentiket?id=abc', '/news/abc', '/news/12/lagi']) {
    const res = await page(url);
    assert.equal(res.statusCode, 404, url);
    assert.equal(res.body.includes('og:image'), false, url);
  }
  assert.equal((await page('/tiket/kontentiket?id=987654')).statusCode, 404);
});

test('a search for an e-mail address is a page, a missing file is not', async () => {
  const search = await page('/adminpayment?q=budi%40contoh.id');
  assert.equal(search.statusCode, 200);
  assert.match(search.body, /<div id="root">/);
  const missing = await page('/gambar/tidak-ada.png');
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json().message, 'Alamat tidak ditemukan');
});

test('a change through the API shows in the next HTML; unchanged HTML answers 304', async () => {
  const id = await addNews('Sebelum');
  const first = await page(`/news/${id}`);
  assert.match(first.body, /<title>Sebelum/);
  const etag = String(first.headers.etag);
  assert.equal((await page(`/news/${id}`, { 'if-none-match': etag })).statusCode, 304);

  const admin = await t.as('admin');
  const form = new FormData();
  form.set('title', 'Sesudah');
  assert.equal((await admin.patch(`/api/v1/beritas/${id}`, form)).statusCode, 200);
  const second = await page(`/news/${id}`, { 'if-none-match': etag });
  assert.equal(second.statusCode, 200);
  assert.match(second.body, /<title>Sesudah \| Teater Satu<\/title>/);
});

test('large pages are sent compressed when the browser accepts it', async () => {
  for (let i = 0; i < 12; i++) await addNews(`Berita panjang ${i} ${'kata '.repeat(40)}`);
  const res = await page('/news', { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(res.headers['content-encoding'], 'br');
  assert.equal(res.headers.vary, 'accept-encoding');
  assert.match(brotliDecompressSync(res.rawPayload).toString(), /Berita panjang 11/);
  const gzip = await page('/news', { 'accept-encoding': 'gzip' });
  assert.equal(gzip.headers['content-encoding'], 'gzip');
});

test('admin and unknown pages get the plain shell, without page data', async () => {
  const res = await page('/managenews');
  assert.equal(res.statusCode, 200);
  assert.match(res.body, /<title>Teater Satu<\/title>/);
  assert.equal(res.body.includes('initial-data'), false);
});

test('the policy lets the built inline boot script run, by its hash, and no other inline script', async () => {
  const res = await page('/news');
  const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
  const bootHash = createHash('sha256').update(FIXTURE_BOOT).digest('base64');
  assert.ok(scriptSrc.split(' ').includes(`'sha256-${bootHash}'`), scriptSrc);
  assert.ok(!scriptSrc.includes("'unsafe-inline'"));
  // the page's embedded data is a data block, not a script: it needs no hash
  assert.equal(scriptSrc.match(/'sha256-/g)?.length, 1);
});

test('the landing page preloads the hero photo as AVIF with its widths', async (ctx) => {
  if (!t.app.hasRoute({ method: 'GET', url: '/api/v1/landingpageimages' })) {
    ctx.skip('landingpageimages is not registered yet');
    return;
  }
  await t.app.db.insert(schema.landingpageimages).values({
    key: 'teater1',
    photocaroselsatu: '/media/i/hero1.webp',
    photocaroseldua: '/media/i/hero2.webp',
    photocaroseltiga: '/media/i/hero3.webp',
  });
  t.app.publicCache.invalidate('landingpageimages');
  const res = await page('/');
  // typed: a browser without AVIF skips it, as it skips the <picture>'s AVIF source
  assert.ok(
    res.body.includes(
      `<link rel="preload" as="image" href="/media/i/hero1.avif" type="image/avif" fetchpriority="high" imagesrcset="${srcSetOf('/media/i/hero1.webp', 'avif')}" imagesizes="100vw" />`,
    ),
  );
  assert.match(res.body, /imagesrcset="\/media\/i\/hero1-320\.avif 320w, [^"]*\/media\/i\/hero1\.avif 1280w"/);
  assert.equal((res.body.match(/rel="preload" as="image"/g) ?? []).length, 1, 'the WebP is not fetched too');
  assert.ok(initialData(res.body)['/landingpageimages']);
});
