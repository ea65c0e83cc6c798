import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { mediaMessages, UPLOAD_LIMITS } from '@teater/contract';
import { buildTestApp, type TestApp } from '../test/app.js';
import { MP4_HEAD, streamedVideoUpload } from '../test/media.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

/** The first bytes of each container, as file-type reads them. */
const HEADERS = {
  mp4: MP4_HEAD,
  mov: Buffer.from('00000014667479707174202000000000717420200000000877696465', 'hex'),
  avi: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('AVI LIST'), Buffer.alloc(16)]),
  // ASF header object (30 bytes), then a stream properties object whose stream type is video
  wmv: Buffer.concat([
    Buffer.from('3026b2758e66cf11a6d900aa0062ce6c', 'hex'),
    Buffer.alloc(14),
    Buffer.from('9107dcb7b7a9cf118ee600c00c205365', 'hex'),
    Buffer.from([78, 0, 0, 0, 0, 0, 0, 0]),
    Buffer.from('c0ef19bc4d5bcf11a8fd00805f5c442b', 'hex'),
  ]),
} as const;

const video = (kind: keyof typeof HEADERS, size = 4096) =>
  Buffer.concat([HEADERS[kind], Buffer.alloc(Math.max(0, size - HEADERS[kind].length), 7)]);

const form = (files: Record<string, Buffer>) => {
  const body = new FormData();
  for (const [name, bytes] of Object.entries(files)) {
    body.append(name, new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), `${name}.mp4`);
  }
  return body;
};

const onDisk = (url: string) => path.join(t.dataDir, 'media', 'public', url.replace(/^\/media\//, ''));

// /ipvideos.
test('accepts mp4, mov, avi and wmv by their bytes and stores each under its own type', async () => {
  const admin = await t.as('admin');
  for (const kind of ['mp4', 'mov', 'avi', 'wmv'] as const) {
    const res = await admin.post('/api/v1/ipvideos', form({ file1: video(kind) }));
    assert.equal(res.statusCode, 201, `${kind}: ${res.body}`);
    const { video1, video2 } = res.json().data;
    assert.match(video1, new RegExp(`^/media/v/[\\w-]+\\.${kind}$`));
    assert.equal(video2, null);
    assert.ok(fs.existsSync(onDisk(video1)));
  }
});

test('refuses a file that is not a video whatever its name says (415), and an empty add (400)', async () => {
  const admin = await t.as('admin');
  const fake = await admin.post('/api/v1/ipvideos', form({ file1: Buffer.from('<html>bukan video</html>') }));
  assert.equal(fake.statusCode, 415);
  assert.equal(fake.json().message, mediaMessages.videoOnly);
  assert.equal(fake.json().errors.file1, mediaMessages.videoOnly);
  const empty = await admin.post('/api/v1/ipvideos', new FormData());
  assert.equal(empty.statusCode, 400);
});

test('only admins upload', async () => {
  const user = await t.as('user');
  assert.equal((await user.post('/api/v1/ipvideos', form({ file1: video('mp4') }))).statusCode, 403);
});

test('a new file2 replaces video2 and removes the old one; delete removes both', async () => {
  const admin = await t.as('admin');
  const created = (await admin.post('/api/v1/ipvideos', form({ file1: video('mp4'), file2: video('mp4') }))).json()
    .data;
  const patched = (await admin.patch(`/api/v1/ipvideos/${created.id}`, form({ file2: video('mov') }))).json().data;
  assert.equal(patched.video1, created.video1);
  assert.match(patched.video2, /\.mov$/);
  assert.equal(fs.existsSync(onDisk(created.video2)), false);
  assert.equal((await admin.delete(`/api/v1/ipvideos/${created.id}`)).statusCode, 200);
  assert.equal(fs.existsSync(onDisk(patched.video1)), false);
  assert.equal(fs.existsSync(onDisk(patched.video2)), false);
});

test('/media serves a video with HTTP Range (206) so players can seek', async () => {
  const admin = await t.as('admin');
  const bytes = video('mp4', 10_000);
  const url = (await admin.post('/api/v1/ipvideos', form({ file1: bytes }))).json().data.video1 as string;
  const whole = await t.app.inject({ method: 'GET', url });
  assert.equal(whole.statusCode, 200);
  assert.equal(whole.headers['accept-ranges'], 'bytes');
  assert.match(String(whole.headers['content-type']), /^video\/mp4/);
  const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
  assert.equal(part.statusCode, 206);
  assert.equal(part.headers['content-range'], `bytes 100-199/${bytes.length}`);
  assert.deepEqual(part.rawPayload, bytes.subarray(100, 200));
  const beyond = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=20000-' } });
  assert.equal(beyond.statusCode, 416);
});

test('a 100 MB video streams to disk with flat memory; one byte more answers 413', async () => {
  const admin = await t.as('admin');
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/v1/ipvideos',
      ...streamedVideoUpload('file1', UPLOAD_LIMITS.video),
    });
    assert.equal(res.statusCode, 201, res.body);
    const stored = res.json().data.video1 as string;
    assert.equal(fs.statSync(onDisk(stored)).size, UPLOAD_LIMITS.video);
  } finally {
    clearInterval(timer);
  }
  const grown = (peak - baseline) / 1024 / 1024;
  assert.ok(grown < 40, `memory grew ${grown.toFixed(1)} MB while 100 MB streamed`);

  const tmp = path.join(t.dataDir, 'media', 'tmp');
  const before = fs.readdirSync(tmp).length;
  const big = await admin.inject({
    method: 'POST',
    url: '/api/v1/ipvideos',
    ...streamedVideoUpload('file1', UPLOAD_LIMITS.video + 1),
  });
  assert.equal(big.statusCode, 413);
  assert.equal(big.json().message, mediaMessages.videoTooLarge);
  assert.equal(fs.readdirSync(tmp).length, before, 'no temp file left behind');
});
