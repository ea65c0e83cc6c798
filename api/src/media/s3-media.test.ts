import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import * as c from '@teater/contract';
import { authMessages, IMAGE_FORMATS, IMAGE_WIDTHS, imageWidthName } from '@teater/contract';
import { loadConfig } from '../core/config.js';
import { writeBackup } from '../operations/backup.js';
import { housekeep } from '../operations/housekeeping.js';
import { restoreBackup } from '../operations/restore.js';
import { demoVideo } from '../seed/demo/exclusive-files.js';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';
import { mediaFiles, pngImage } from '../test/media.js';
import { encode, validPayload } from '../test/payloads.js';
import { startS3, type TestS3 } from '../test/s3.js';
import { openObjectStore } from './objects/open-store.js';

/**
 * Media in an S3-compatible bucket (a real S3 server on this machine): uploads land in the bucket
 * and nowhere on disk, are streamed back with Range, replaced and deleted object by object, and
 * exclusive ones stay behind the subscription check.
 */
const BUCKET = 'teater-media';
let s3: TestS3;
let t: TestApp;
let admin: Caller;

before(async () => {
  s3 = await startS3([BUCKET, 'teater-restored']);
  t = await buildTestApp(s3.env(BUCKET));
  admin = await t.as('admin');
});
after(async () => {
  await t?.close();
  await s3?.stop();
});

async function keysIn(bucket: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key ?? ''));
    token = page.NextContinuationToken;
  } while (token);
  return keys.sort();
}

/** Every object key of a public image URL: each width in each format. */
const imageKeys = (url: string) =>
  IMAGE_FORMATS.flatMap((format) =>
    IMAGE_WIDTHS.map((width) =>
      imageWidthName(`public/${url.slice('/media/'.length, -'.webp'.length)}`, width, format),
    ),
  ).sort();

const blob = (bytes: Buffer, type = 'application/octet-stream') => new Blob([new Uint8Array(bytes)], { type });

async function createNews(seed: number) {
  const res = await admin.post(
    '/api/v1/beritas',
    encode(c.beritas, await validPayload(c.beritas, seed, async () => '')),
  );
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: number; photo_url: string };
}

// Media in an S3-compatible bucket.
test('an uploaded picture is stored in the bucket in every width, nowhere on disk, and served immutable', async () => {
  const news = await createNews(1);
  const keys = await keysIn(BUCKET);
  for (const key of imageKeys(news.photo_url)) assert.ok(keys.includes(key), key);
  assert.deepEqual(
    mediaFiles(t.dataDir).filter((f) => !f.startsWith('tmp')),
    [],
    'nothing stored in DATA_DIR/media',
  );
  const res = await t.app.inject({ method: 'GET', url: news.photo_url });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-type'], 'image/webp');
  assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.ok(res.headers.etag);
  const again = await t.app.inject({
    method: 'GET',
    url: news.photo_url,
    headers: { 'if-none-match': String(res.headers.etag) },
  });
  assert.equal(again.statusCode, 304);
});

test('a replaced picture leaves the bucket; a deleted record takes its pictures along', async () => {
  const news = await createNews(2);
  const replaced = await admin.patch(
    `/api/v1/beritas/${news.id}`,
    encode(c.beritas, { photo_url: await pngImage(77) }),
  );
  assert.equal(replaced.statusCode, 200, replaced.body);
  const now = replaced.json().data.photo_url as string;
  assert.notEqual(now, news.photo_url);
  let keys = await keysIn(BUCKET);
  for (const key of imageKeys(news.photo_url)) assert.ok(!keys.includes(key), `${key} deleted`);
  for (const key of imageKeys(now)) assert.ok(keys.includes(key), `${key} stored`);
  assert.equal((await t.app.inject({ method: 'GET', url: news.photo_url })).statusCode, 404);

  assert.equal((await admin.delete(`/api/v1/beritas/${news.id}`)).statusCode, 200);
  keys = await keysIn(BUCKET);
  for (const key of imageKeys(now)) assert.ok(!keys.includes(key), `${key} deleted with the record`);
  assert.equal((await t.app.inject({ method: 'GET', url: now })).statusCode, 404);
});

test('an exclusive video: refused without a subscription, streamed with Range to a subscriber', async () => {
  const bytes = await demoVideo();
  const form = new FormData();
  form.set('title', 'Malam Jahanam');
  form.set('sutradara', 'Rendra');
  form.set('summary', 'Rekaman pementasan');
  form.set('video', blob(bytes), 'pentas.mp4');
  const res = await admin.post('/api/v1/subsvideos', form);
  assert.equal(res.statusCode, 201, res.body);
  const url = res.json().data.video_url as string;
  assert.match(url, /^\/api\/v1\/files\/v\/[a-f0-9]{32}\.mp4$/);
  assert.ok((await keysIn(BUCKET)).includes(`exclusive/${url.slice('/api/v1/files/'.length)}`));

  const anonymous = await (await t.as('anonymous')).get(url);
  assert.equal(anonymous.statusCode, 401);
  for (const role of ['user', 'expired'] as const) {
    const refused = await (await t.as(role)).get(url);
    assert.equal(refused.statusCode, 403, role);
    const expected = role === 'user' ? authMessages.subscriptionRequired : authMessages.subscriptionExpired;
    assert.equal(refused.json().message, expected);
    assert.equal(refused.headers['cache-control'], 'private, no-store');
  }
  const subscriber = await t.as('subscriber');
  const whole = await subscriber.get(url);
  assert.equal(whole.statusCode, 200);
  assert.deepEqual(whole.rawPayload, bytes);
  assert.equal(whole.headers['content-type'], 'video/mp4');
  assert.equal(whole.headers['cache-control'], 'private, no-store');
  const part = await subscriber.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
  assert.equal(part.statusCode, 206);
  assert.equal(part.headers['content-range'], `bytes 100-199/${bytes.length}`);
  assert.deepEqual(part.rawPayload, bytes.subarray(100, 200));
  const tail = await subscriber.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
  assert.deepEqual(tail.rawPayload, bytes.subarray(-10));
  const head = await subscriber.inject({ method: 'HEAD', url });
  assert.equal(head.statusCode, 200);
  assert.equal(head.headers['content-length'], String(bytes.length));
  assert.equal(head.rawPayload.length, 0);
  const beyond = await subscriber.inject({ method: 'GET', url, headers: { range: `bytes=${bytes.length}-` } });
  assert.equal(beyond.statusCode, 416);
  assert.equal(beyond.headers['content-range'], `bytes */${bytes.length}`);
});

test('housekeeping removes an unused upload from the bucket a day later', async () => {
  const form = new FormData();
  const image = await pngImage(5);
  form.set('image', image.blob, image.filename);
  const res = await admin.post('/api/v1/image', form);
  assert.equal(res.statusCode, 201, res.body);
  const url = res.json().data.url as string;
  assert.ok((await keysIn(BUCKET)).includes(`public/${url.slice('/media/'.length)}`));
  const done = await housekeep(t.app, new Date(Date.now() + 2 * 86_400_000));
  assert.equal(done.orphanImages, 1);
  const keys = await keysIn(BUCKET);
  for (const key of imageKeys(url)) assert.ok(!keys.includes(key), key);
});

test('a backup carries the bucket; it restores into another bucket and into a folder, byte for byte', async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'teater-s3-backup-'));
  try {
    const file = path.join(work, 'cadangan.tar.gz');
    const done = await writeBackup({
      database: t.app.database,
      objects: t.app.media.objects,
      dataDir: t.dataDir,
      file,
    });
    const source = await keysIn(BUCKET);
    assert.deepEqual(done.manifest.media.map((m) => m.path.slice('media/'.length)).sort(), source);

    const intoBucket = loadConfig({ DATA_DIR: path.join(work, 'bucket'), ...s3.env('teater-restored') });
    await restoreBackup({ file, dataDir: intoBucket.dataDir, objects: await openObjectStore(intoBucket) });
    assert.deepEqual(await keysIn('teater-restored'), source);

    const folder = path.join(work, 'folder');
    await restoreBackup({ file, dataDir: folder });
    assert.deepEqual(mediaFiles(folder), source);
    const video = source.find((key) => key.startsWith('exclusive/v/')) ?? '';
    const fromBucket = await t.app.media.objects.open(video);
    assert.ok(fromBucket);
    const chunks: Buffer[] = [];
    for await (const chunk of fromBucket.body) chunks.push(chunk as Buffer);
    assert.deepEqual(fs.readFileSync(path.join(folder, 'media', ...video.split('/'))), Buffer.concat(chunks));
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});
