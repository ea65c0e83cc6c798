import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as schema from '../schema.js';
import { FIXTURE_BOOT, webApp as t, useWebApp } from '../test/web-fixture.js';

/**
 * What the server does with the web app's server rendering (web/src/entry-server.tsx): a stand-in
 * bundle with the same interface renders the news titles it is given, fails on /program, and
 * hoists the preload of a priority picture as React does (its AVIF, see ResponsiveImage). The real bundle is exercised by the browser tests.
 */
const serverEntry = `
export function isKnownRoute(pathname) {
  return ['/', '/news', '/program', '/login', '/register', '/account', '/admin'].includes(pathname) || (pathname.startsWith('/news/') && pathname.split('/').length === 3 && Number(pathname.split('/')[2]) > 0);
}
export async function render(url, answers) {
  if (url.startsWith('/404')) return '<main><h1>404 Page not found</h1><a href="/">Go back</a></main>';
  if (url.startsWith('/program')) throw new Error('render failed');
  const news = Object.entries(answers).find(([call]) => call.startsWith('/beritas'))?.[1];
  const titles = (news?.data ?? []).map((item) => '<li>' + item.title + '</li>').join('');
  return '<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="/media/i/first-320.avif 320w, /media/i/first.avif 1280w" imageSizes="100vw"/><main><h1>' + url + '</h1><ul>' + titles + '</ul></main>';
}
`;

useWebApp({ serverEntry, env: {} });

async function addNews(title: string) {
  await t.app.db.insert(schema.beritas).values({ title, summary: 'Ringkasan', description: 'Isi', photo_url: '' });
  // written past the API, so tell the cache as an API write would
  t.app.publicCache.invalidate('beritas');
}

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
/** From the app's root element on. */
const root = (html: string) => html.slice(html.indexOf('<div id="root"'));

// Server-rendered public pages.
test('a public page arrives rendered with the data it embeds, ready to hydrate', async () => {
  await addNews('Pentas di Way Kanan');

  const html = (await page('/news')).body;
  assert.match(root(html), /^<div id="root" data-ssr="">/);
  assert.ok(root(html).includes('<h1>/news</h1>'));
  assert.ok(root(html).includes('<li>Pentas di Way Kanan</li>'));
  assert.ok(!html.includes('<p>shell</p>'), 'the shell is replaced');
  // the data the render used travels along for hydration
  assert.match(html, /<script type="application\/json" id="initial-data">[^<]*Pentas di Way Kanan/);
  // React's hoisted preload goes to the head, where the browser finds it first
  const head = html.slice(0, html.indexOf('</head>'));
  assert.ok(head.includes('<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet='));
  assert.ok(!root(html).includes('rel="preload"'));
});

test('the next HTML after a write shows the change', async () => {
  await addNews('Kabar Kedua');
  assert.ok((await page('/news')).body.includes('<li>Kabar Kedua</li>'));
});

test('each page of a list is its own rendered page with its canonical URL; past the last one is a 404', async () => {
  for (let i = 1; i <= 14; i++) await addNews(`Kabar nomor ${i}`);
  const total = (await t.app.inject({ method: 'GET', url: '/api/v1/beritas' })).json().meta.total as number;
  const pages = Math.ceil(total / 12);
  const first = (await page('/news')).body;
  assert.ok(root(first).includes('<li>Kabar nomor 14</li>'), 'newest first on page 1');
  assert.match(first, /<link rel="canonical" href="http:\/\/localhost(:\d+)?\/news" \/>/);
  const last = await page(`/news?page=${pages}`);
  assert.equal(last.statusCode, 200);
  assert.match(root(last.body), /^<div id="root" data-ssr="">/);
  assert.ok(root(last.body).includes(`<h1>/news?page=${pages}</h1>`));
  assert.ok(!root(last.body).includes('<li>Kabar nomor 14</li>'));
  assert.match(last.body, new RegExp(`<link rel="canonical" href="[^"]*/news\\?page=${pages}" />`));
  assert.match(last.body, new RegExp(`<title>Berita \\(Halaman ${pages}\\)`));
  assert.ok(
    last.body.includes(`"/beritas?page=${pages}&amp;limit=12"`) ||
      last.body.includes(`"/beritas?page=${pages}&limit=12"`),
  );
  const past = await page(`/news?page=${pages + 1}`);
  assert.equal(past.statusCode, 404);
});

test('other query strings are left to the browser', async () => {
  for (const url of ['/news?page=abc', '/news?page=1', '/news?utm_source=wa']) {
    const res = await page(url);
    assert.equal(res.statusCode, 200, url);
    assert.ok(res.body.includes('<div id="root"><p>shell</p><!--/app-shell--></div>'), url);
    assert.ok(res.body.includes(`<script type="module">${FIXTURE_BOOT}</script>`), url);
  }
});

test('login and register arrive rendered whatever their query: their islands read it in the browser', async () => {
  // Their forms' submit buttons stay disabled until the script took over (decision 030): a form
  // served before its script never submits natively, so no password lands in a URL.
  for (const url of ['/login', '/login?next=%2Fnews', '/register', '/register?next=%2Fnews']) {
    const res = await page(url);
    assert.equal(res.statusCode, 200, url);
    assert.match(root(res.body), /^<div id="root" data-ssr="">/, url);
    assert.ok(root(res.body).includes(`<h1>${url.split('?')[0]}</h1>`), url);
  }
});

test("a mailed link's page is rendered with or without its token, never with the token itself", async () => {
  const rendered = async (url: string) => root((await page(url)).body);
  assert.ok((await rendered('/reset-password')).includes('<h1>/reset-password</h1>'));
  assert.ok((await rendered('/reset-password?token=')).includes('<h1>/reset-password</h1>'));
  const linked = await rendered('/reset-password?token=rahasia-tautan');
  assert.ok(linked.includes('<h1>/reset-password?token=1</h1>'), linked);
  assert.ok(!(await page('/reset-password?token=rahasia-tautan')).body.includes('rahasia-tautan'));
  // one render for every token: the second link is the first one's cached page
  assert.equal(await rendered('/reset-password?token=lain'), linked);
});

test('a page whose render fails is served as the shell, not as an error', async () => {
  const res = await page('/program');
  assert.equal(res.statusCode, 200);
  assert.ok(res.body.includes('<p>shell</p>'));
  assert.ok(!res.body.includes('data-ssr'));
});

test('chat apps and crawlers get the page whatever they accept; HEAD answers the same headers', async () => {
  await addNews('Dibagikan di WhatsApp');
  const agents = [
    'WhatsApp/2.23',
    'facebookexternalhit/1.1',
    'Twitterbot/1.0',
    'Slackbot',
    'TelegramBot',
    'Googlebot/2.1',
    'curl/8.5',
  ];
  for (const accept of ['*/*', undefined, 'text/html']) {
    for (const agent of agents) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/news',
        headers: { 'user-agent': agent, ...(accept ? { accept } : {}) },
      });
      assert.equal(res.statusCode, 200, `${agent} ${accept}`);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      assert.ok(res.body.includes('<li>Dibagikan di WhatsApp</li>'), `${agent} ${accept}`);
    }
  }
  const get = await t.app.inject({ method: 'GET', url: '/news', headers: { accept: '*/*' } });
  const head = await t.app.inject({ method: 'HEAD', url: '/news', headers: { accept: '*/*' } });
  assert.equal(head.statusCode, 200);
  assert.equal(head.body, '');
  for (const name of ['content-type', 'etag', 'cache-control'])
    assert.equal(head.headers[name], get.headers[name], name);
  // API and files keep their answers
  assert.match(
    String(
      (await t.app.inject({ method: 'GET', url: '/api/v1/nope', headers: { accept: '*/*' } })).headers['content-type'],
    ),
    /json/,
  );
});

test("unknown paths answer 404 with the site's not-found page; pages behind a login answer the page", async () => {
  for (const url of ['/tidak-ada', '/news/berita/lain', '/adminx']) {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
    assert.equal(res.statusCode, 404, url);
    assert.ok(root(res.body).includes('404 Page not found'), url);
    assert.ok(res.body.includes('<a href="/">'), url);
    assert.ok(res.body.includes('<meta name="robots" content="noindex" />'), url);
  }
  // A record that does not exist: 404, with the page's own not-found state (spec: 'Anggota not found', …).
  const missing = await t.app.inject({ method: 'GET', url: '/news/987654', headers: { accept: '*/*' } });
  assert.equal(missing.statusCode, 404);
  assert.ok(missing.body.includes('<meta name="robots" content="noindex" />'));
  assert.match(missing.body, /<title>Page not found \|/);
  const head = await t.app.inject({ method: 'HEAD', url: '/tidak-ada' });
  assert.equal(head.statusCode, 404);
  for (const url of ['/account', '/admin']) {
    const res = await t.app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 200, url);
    assert.match(String(res.headers['content-type']), /^text\/html/);
  }
});

test('the server bundle is not downloadable', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/server/entry-server.js' });
  assert.equal(res.statusCode, 404);
  assert.ok(!res.body.includes('render failed'));
});
