import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as c from '@teater/contract';
import sharp from 'sharp';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';
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
