import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { inImageFormat } from '@teater/contract';
import { admin, created, fileUrls, t, useExclusiveApp } from '../test/exclusive-fixture.js';

/** Exclusive files: private URLs, types from their bytes, AVIF answered with WebP. */
useExclusiveApp();

test('URLs are random, kept apart, and never served by the public /media route', async () => {
  for (const url of fileUrls()) {
    assert.match(url, /^\/api\/v1\/files\/[ivd]\/[a-f0-9]{32}\.(webp|mp4|pdf)$/);
    const rest = url.slice('/api/v1/files/'.length);
    for (const guess of [`/media/${rest}`, `/media/exclusive/${rest}`, `/media/../exclusive/${rest}`]) {
      assert.equal((await admin.get(guess)).statusCode, 404, guess);
    }
  }
  // every stored file has its own name (the album thumbnail is its first image)
  const distinct = fileUrls().filter((url) => url !== created.album.thumbnail);
  assert.equal(new Set(distinct).size, distinct.length);
});

test('files are typed from their bytes, with nosniff', async () => {
  const subscriber = await t.as('subscriber');
  const expected: [string, string][] = [
    [created.video.video_url, 'video/mp4'],
    [created.script.file_naskah, 'application/pdf'],
    [created.album.thumbnail, 'image/webp'],
    [inImageFormat(created.album.thumbnail, 'avif'), 'image/avif'],
  ];
  for (const [url, type] of expected) {
    const res = await subscriber.get(url);
    assert.equal(res.headers['content-type'], type);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
  }
  const pdf = await subscriber.get(created.script.file_naskah);
  assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
});

test('an AVIF not made yet is answered with its WebP, after the same access check', async () => {
  const webp = created.album.tempSubsgaleri[1]?.image ?? '';
  const avif = inImageFormat(webp, 'avif');
  const smaller = (url: string) => url.replace(/\.(webp|avif)$/, '-640.$1');
  const onDisk = (url: string) => path.join(t.dataDir, 'media', 'exclusive', url.slice('/api/v1/files/'.length));
  for (const url of [avif, smaller(avif)]) fs.renameSync(onDisk(url), `${onDisk(url)}.kept`);
  try {
    assert.equal((await (await t.as('anonymous')).get(avif)).statusCode, 401);
    assert.equal((await (await t.as('user')).get(avif)).statusCode, 403);
    const subscriber = await t.as('subscriber');
    for (const [url, sibling] of [
      [avif, webp],
      [smaller(avif), smaller(webp)],
    ] as const) {
      const res = await subscriber.get(url);
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['content-type'], 'image/webp', url);
      assert.match(String(res.headers['cache-control']), /private, no-store/);
      assert.deepEqual(res.rawPayload, (await subscriber.get(sibling)).rawPayload, url);
    }
  } finally {
    for (const url of [avif, smaller(avif)]) fs.renameSync(`${onDisk(url)}.kept`, onDisk(url));
  }
});
