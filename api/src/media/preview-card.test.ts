import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import * as c from '@teater/contract';
import sharp from 'sharp';
import { itemUrl } from '../content/public-pages.js';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';
import { pngImage, postedImageUrl, Upload } from '../test/media.js';
import { encode, validPayload } from '../test/payloads.js';
import { webDistFixture } from '../test/web-fixture.js';

const web = webDistFixture();
let t: TestApp;
let admin: Caller;
before(async () => {
  t = await buildTestApp({ WEB_DIST: web.dir, PUBLIC_URL: 'https://teater.example' });
  admin = await t.as('admin');
});
after(async () => {
  await t.close();
  web.remove();
});

/** The preview picture a chat app fetches for a page: its path, type and pixels. */
async function cardOf(url: string) {
  const html = (await t.app.inject({ method: 'GET', url, headers: { 'user-agent': 'WhatsApp/2.23', accept: '*/*' } }))
    .body;
  const image = /<meta property="og:image" content="https:\/\/teater\.example(\/media\/og\/[0-9a-f]+\.jpg)" \/>/.exec(
    html,
  )?.[1];
  assert.ok(image, `${url} names a preview card`);
  const res = await t.app.inject({ method: 'GET', url: image });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-type'], 'image/jpeg');
  const meta = await sharp(res.rawPayload).metadata();
  return { path: image, bytes: res.rawPayload.length, width: meta.width, height: meta.height, format: meta.format };
}

test('a news page previews with its own picture, cropped to 1200x630 JPEG, gone with the record', async () => {
  const created = await admin.post(
    '/api/v1/beritas',
    encode(c.beritas, await validPayload(c.beritas, 7, async () => '')),
  );
  assert.equal(created.statusCode, 201, created.body);
  const id = created.json().data.id as number;
  const card = await cardOf(`/news/${id}`);
  assert.deepEqual([card.width, card.height, card.format], [1200, 630, 'jpeg']);
  assert.ok(card.bytes <= 300 * 1024, `${card.bytes} bytes`);
  assert.equal((await admin.delete(`/api/v1/beritas/${id}`)).statusCode, 200);
  assert.equal((await t.app.inject({ method: 'GET', url: card.path })).statusCode, 404);
});

test('a page without a picture previews with a title card of the same size', async () => {
  const card = await cardOf('/news');
  assert.deepEqual([card.width, card.height, card.format], [1200, 630, 'jpeg']);
  assert.ok(card.bytes <= 300 * 1024);
});

/** The head's meta tags of a page as a chat app fetches it, by property or name. */
async function metaOf(url: string): Promise<Record<string, string>> {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'user-agent': 'facebookexternalhit/1.1' } });
  assert.equal(res.statusCode, 200, `${url}: ${res.statusCode}`);
  const tags: Record<string, string> = {};
  for (const [, key, value] of res.body.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g))
    if (key && value !== undefined) tags[key] = value;
  return tags;
}

test('every kind of detail page previews with its own picture, title and card tags', async () => {
  const day = 86_400_000;
  for (const page of t.app.site.detailPages) {
    const payload = await validPayload(page.def, 11, async (n) =>
      postedImageUrl(admin, (await pngImage(n, 800, 600)).bytes),
    );
    if (page.def.name === 'tikets') {
      Object.assign(payload, {
        tanggal_mulai_penjualan: new Date(Date.now() - day).toISOString(),
        tanggal_selesai_penjualan: new Date(Date.now() + 20 * day).toISOString(),
        tanggal_pertujukan: new Date(Date.now() + 30 * day).toISOString(),
      });
    }
    const created = await admin.post(`/api/v1${page.def.path}`, encode(page.def, payload));
    assert.equal(created.statusCode, 201, `${page.def.path}: ${created.body}`);
    const record = created.json().data as Record<string, unknown>;
    const tags = await metaOf(itemUrl(page, record.id as number));
    const title = String(record[page.declared.preview.title]);
    assert.ok(tags['og:title']?.startsWith(title), `${page.pattern}: og:title ${tags['og:title']}`);
    assert.equal(tags['og:type'], page.declared.structured === 'person' ? 'profile' : 'article', page.pattern);
    assert.equal(tags['twitter:card'], 'summary_large_image', page.pattern);
    assert.deepEqual([tags['og:image:width'], tags['og:image:height']], ['1200', '630'], page.pattern);
    assert.ok(tags['og:image:alt']?.startsWith(title), page.pattern);
    assert.match(tags['og:url'] ?? '', /^https:\/\/teater\.example\//, page.pattern);
    const card = await cardOf(itemUrl(page, record.id as number));
    assert.deepEqual([card.width, card.height, card.format], [1200, 630, 'jpeg'], page.pattern);
    assert.ok(card.bytes <= 300 * 1024, `${page.pattern}: ${card.bytes} bytes`);
    // made from the record's picture, not the title card every picture-less page shares
    assert.notEqual(card.path, (await cardOf('/news')).path, page.pattern);
  }
});

test("a grainy photo's card still fits 300 KB", async () => {
  const [width, height] = [1600, 900];
  const noise = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const payload = await validPayload(c.beritas, 12, async () => '');
  payload.photo_url = new Upload(noise, 'bintik.png', 'image/png');
  const created = await admin.post('/api/v1/beritas', encode(c.beritas, payload));
  assert.equal(created.statusCode, 201, created.body);
  const card = await cardOf(`/news/${created.json().data.id}`);
  assert.ok(card.bytes <= 300 * 1024, `${card.bytes} bytes`);
});
