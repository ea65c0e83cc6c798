import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mediaMessages } from '@teater/contract';
import { demoVideo } from '../seed/demo/exclusive-files.js';
import { admin, blob, created, png, t, useExclusiveApp } from '../test/exclusive-fixture.js';

/** Exclusive files asked for: ranges, cookies, odd names; what the file fields accept. */
useExclusiveApp();

test('a subscriber seeks in a video with HTTP Range', async () => {
  const subscriber = await t.as('subscriber');
  const size = (await demoVideo()).length;
  const res = await subscriber.inject({
    method: 'GET',
    url: created.video.video_url,
    headers: { range: 'bytes=100-199' },
  });
  assert.equal(res.statusCode, 206);
  assert.equal(res.headers['content-range'], `bytes 100-199/${size}`);
  assert.equal(res.rawPayload.length, 100);
  assert.deepEqual(res.rawPayload, (await demoVideo()).subarray(100, 200));
  assert.equal(res.headers['accept-ranges'], 'bytes');
});

test('the session cookie is enough (what <video src> and <img src> send)', async () => {
  const subscriber = await t.as('subscriber');
  const res = await t.app.inject({
    method: 'GET',
    url: created.album.thumbnail,
    cookies: { token: subscriber.token ?? '' },
  });
  assert.equal(res.statusCode, 200);
});

test('odd names, traversal and listings answer 404 (after the access check)', async () => {
  const subscriber = await t.as('subscriber');
  const anonymous = await t.as('anonymous');
  const name = created.video.video_url.split('/').pop() ?? '';
  const probes = [
    '/api/v1/files/v/',
    '/api/v1/files/v',
    `/api/v1/files/x/${name}`,
    `/api/v1/files/v/..%2F..%2Fpublic%2F${name}`,
    '/api/v1/files/v/..%2F..%2F..%2Fetc%2Fpasswd',
    `/api/v1/files/v/${'0'.repeat(32)}.mp4`,
    `/api/v1/files/v/${name.toUpperCase()}`,
  ];
  for (const url of probes) {
    assert.equal((await subscriber.get(url)).statusCode, 404, url);
    assert.notEqual((await anonymous.get(url)).statusCode, 200, url);
  }
  assert.equal((await anonymous.get(`/api/v1/files/v/${'0'.repeat(32)}.mp4`)).statusCode, 401);
});

test('documents must be pdf or docx by their bytes, whatever the name says', async () => {
  const body = new FormData();
  body.set('kategori', 'buku');
  body.set('naskah', 'Palsu');
  body.set('pengarang', 'Anonim');
  body.set('gambar_subsnaskah', blob(Buffer.from('bukan pdf sama sekali'), 'application/pdf'), 'palsu.pdf');
  const res = await admin.post('/api/v1/subsnaskahs', body);
  assert.equal(res.statusCode, 415);
  assert.equal(res.json().errors.gambar_subsnaskah, mediaMessages.documentOnly);
});

test('a video field refuses an image', async () => {
  const body = new FormData();
  body.set('title', 'Bukan video');
  body.set('video', blob(await png(5)), 'video.mp4');
  assert.equal((await admin.post('/api/v1/subsvideos', body)).statusCode, 415);
});
