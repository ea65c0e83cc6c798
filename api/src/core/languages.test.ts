import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as schema from '../schema.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { webDistFixture } from '../test/web-fixture.js';

/**
 * Each public page at an address per language (decision 031): the Indonesian one at the spec's
 * route, the English one under /en, both rendered in their language, pointing at each other.
 * A stand-in server bundle renders the route and language it is given (the real one is exercised
 * by the browser tests).
 */
const serverEntry = `
export function isKnownRoute(pathname) {
  return ['/', '/news', '/tiket'].includes(pathname) || /^\\/news\\/[1-9][0-9]*$/.test(pathname);
}
export async function render(url, answers, locale) {
  return '<main><h1>' + locale + ' ' + url + '</h1></main>';
}
`;

const web = webDistFixture({ serverEntry });
let t: TestApp;
before(async () => {
  t = await buildTestApp({ WEB_DIST: web.dir, PUBLIC_URL: 'https://teater.example' });
});
after(async () => {
  await t.close();
  web.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
const alternatesOf = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
  );

test('a page in English lives under /en, rendered in English, with its language and canonical address', async () => {
  const html = (await get('/en/news')).body;
  assert.match(html, /<html lang="en">/);
  assert.ok(html.includes('<h1>en /news</h1>'), 'the app renders the spec route in English');
  assert.ok(html.includes('<link rel="canonical" href="https://teater.example/en/news" />'));
  assert.ok(html.includes('<meta property="og:locale" content="en_GB" />'));

  const id = (await get('/news')).body;
  assert.match(id, /<html lang="id">/);
  assert.ok(id.includes('<h1>id /news</h1>'));
  assert.ok(id.includes('<link rel="canonical" href="https://teater.example/news" />'));
  assert.ok(id.includes('<meta property="og:locale" content="id_ID" />'));
});

test('hreflang pairs resolve to pages that point back, with x-default on the Indonesian one', async () => {
  const [news] = await t.app.db
    .insert(schema.beritas)
    .values({ title: 'Pentas', summary: 'Ringkasan', description: 'Isi', photo_url: '' })
    .returning();
  t.app.publicCache.invalidate('beritas');
  for (const start of ['/', '/news', `/news/${news?.id}`, '/en/tiket']) {
    const alternates = alternatesOf((await get(start)).body);
    assert.deepEqual(Object.keys(alternates).sort(), ['en', 'id', 'x-default'], start);
    assert.equal(alternates['x-default'], alternates.id, start);
    for (const href of Object.values(alternates)) {
      const res = await get(href.replace('https://teater.example', ''));
      assert.equal(res.statusCode, 200, href);
      assert.deepEqual(alternatesOf(res.body), alternates, `${href} points back to the same set`);
    }
  }
});

test('a visitor who chose English is sent to the English address; crawlers and API calls are not', async () => {
  const chosen = await get('/news?page=2', { cookie: 'bahasa=en' });
  assert.equal(chosen.statusCode, 302);
  assert.equal(chosen.headers.location, '/en/news?page=2');
  assert.equal((await get('/', { cookie: 'bahasa=en' })).headers.location, '/en');
  // the cached Indonesian page is not served to them from the cache in front either
  await get('/tiket');
  assert.equal((await get('/tiket', { cookie: 'bahasa=en' })).statusCode, 302);
  assert.equal((await get('/en/tiket', { cookie: 'bahasa=id' })).statusCode, 200, 'an English address stays English');
  assert.equal((await get('/tiket')).statusCode, 200);
});

test('the sitemap of each language lists its addresses with their alternates; robots.txt names both', async () => {
  const id = (await get('/sitemap.xml')).body;
  const en = (await get('/en/sitemap.xml')).body;
  assert.ok(id.includes('<loc>https://teater.example/news</loc>'));
  assert.ok(en.includes('<loc>https://teater.example/en/news</loc>'));
  for (const xml of [id, en]) {
    assert.ok(xml.includes('<xhtml:link rel="alternate" hreflang="en" href="https://teater.example/en/news"/>'));
    assert.ok(xml.includes('<xhtml:link rel="alternate" hreflang="x-default" href="https://teater.example/news"/>'));
  }
  const robots = (await get('/robots.txt')).body;
  assert.ok(robots.includes('Sitemap: https://teater.example/sitemap.xml'));
  assert.ok(robots.includes('Sitemap: https://teater.example/en/sitemap.xml'));
});

test('the API answers in the language asked for, and says it varies by it', async () => {
  const missing = (headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/beritas/999999${query}`, headers });
  const id = await missing({});
  const en = await missing({ 'accept-language': 'en-GB,en;q=0.9' });
  const asked = await missing({ 'accept-language': 'id' }, '?lang=en');
  assert.equal(id.statusCode, 404);
  assert.notEqual(id.json().message, en.json().message, 'Accept-Language: en answers in English');
  assert.equal(asked.json().message, en.json().message, '?lang= wins over Accept-Language');
  const list = await t.app.inject({ method: 'GET', url: '/api/v1/beritas', headers: { 'accept-language': 'en' } });
  assert.match(String(list.headers.vary), /accept-language/);
});
