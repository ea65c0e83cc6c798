import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { authMessages, inImageFormat, mediaMessages } from '@teater/contract';
import sharp from 'sharp';
import { demoVideo, minimalPdf } from '../seed/demo/exclusive-files.js';
import { buildTestApp, type Caller, type Role, type TestApp } from '../test/app.js';

let t: TestApp;
let admin: Caller;
const png = (hue: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: hue, g: 80, b: 120 } } })
    .png()
    .toBuffer();
const blob = (bytes: Buffer, type = 'application/octet-stream') => new Blob([new Uint8Array(bytes)], { type });

/** What each role gets when reading anything exclusive: the whole matrix, one row per role. */
const MATRIX: { role: Role; status: number; message?: string }[] = [
  { role: 'anonymous', status: 401, message: authMessages.loginRequired },
  { role: 'user', status: 403, message: authMessages.subscriptionExpired },
  { role: 'expired', status: 403, message: authMessages.subscriptionExpired },
  { role: 'subscriber', status: 200 },
  { role: 'admin', status: 200 },
];

interface Created {
  video: Record<string, unknown> & { id: number; video_url: string; photo_url: string };
  script: Record<string, unknown> & { id: number; file_naskah: string };
  album: Record<string, unknown> & { id: number; thumbnail: string; tempSubsgaleri: { id: number; image: string }[] };
}
let created: Created;

async function createAll(): Promise<Created> {
  const video = new FormData();
  video.set('title', 'Malam Jahanam');
  video.set('sutradara', 'Rendra');
  video.set('summary', 'Rekaman pementasan');
  video.set('photo_url', blob(await png(10)), 'thumb.png');
  video.set('video', blob(await demoVideo()), 'pentas.mp4');
  const script = new FormData();
  script.set('kategori', 'naskah');
  script.set('naskah', 'Bunga Rumah Makan');
  script.set('pengarang', 'Utuy Tatang Sontani');
  script.set('isi', 'Babak satu.');
  script.set('gambar_subsnaskah', blob(minimalPdf('Bunga Rumah Makan', ['Babak satu.'])), 'naskah.pdf');
  const album = new FormData();
  album.set('judul', 'Latihan Malam');
  album.set('karya', 'Tim Dokumentasi');
  album.set('deskripsi', 'Foto latihan');
  for (const hue of [20, 90, 160]) album.append('thumbnail', blob(await png(hue)), `foto-${hue}.png`);

  const results = await Promise.all([
    admin.post('/api/v1/subsvideos', video),
    admin.post('/api/v1/subsnaskahs', script),
    admin.post('/api/v1/subsgaleri', album),
  ]);
  for (const res of results) assert.equal(res.statusCode, 201, res.body);
  const [v, s, a] = results.map((res) => res.json().data);
  return { video: v, script: s, album: a };
}

before(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
  created = await createAll();
});
after(() => t.close());

const fileUrls = () => [
  created.video.video_url,
  created.video.photo_url,
  created.script.file_naskah,
  created.album.thumbnail,
  ...created.album.tempSubsgaleri.map((one) => one.image),
];

describe('exclusive content access matrix', () => {
  const endpoints = () => [
    '/api/v1/subsvideos',
    `/api/v1/subsvideos/${created.video.id}`,
    '/api/v1/subsnaskahs',
    `/api/v1/subsnaskahs/${created.script.id}`,
    '/api/v1/subsgaleri',
    `/api/v1/subsgaleri/${created.album.id}`,
    ...fileUrls(),
    inImageFormat(created.album.thumbnail, 'avif'),
  ];

  for (const { role, status, message } of MATRIX) {
    test(`${role} reads every exclusive list, detail and file with ${status}`, async () => {
      const caller = await t.as(role);
      for (const url of endpoints()) {
        const res = await caller.get(url);
        assert.equal(res.statusCode, status, `${role} GET ${url}`);
        if (message) assert.equal(res.json().message, message, url);
        if (status === 200 || url.startsWith('/api/v1/files/')) {
          assert.match(String(res.headers['cache-control']), /private, no-store/, url);
        }
      }
    });
  }

  test('only admins write exclusive content', async () => {
    const subscriber = await t.as('subscriber');
    const body = new FormData();
    body.set('judul', 'Tidak boleh');
    body.set('karya', 'x');
    body.set('deskripsi', 'x');
    assert.equal((await subscriber.post('/api/v1/subsgaleri', body)).statusCode, 403);
    assert.equal((await subscriber.delete(`/api/v1/subsvideos/${created.video.id}`)).statusCode, 403);
  });
});

describe('exclusive files', () => {
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
});

describe('exclusive albums', () => {
  test('the first file is the thumbnail and every file is listed in tempSubsgaleri', () => {
    const { album } = created;
    assert.equal(album.tempSubsgaleri.length, 3);
    assert.deepEqual(
      album.tempSubsgaleri.map((one) => one.id),
      [1, 2, 3],
    );
    assert.equal(album.thumbnail, album.tempSubsgaleri[0]?.image);
  });

  test('new files replace the album and the old files are deleted; text edits keep the images', async () => {
    const form = new FormData();
    form.set('judul', 'Album Sementara');
    form.set('karya', 'Karya');
    form.set('deskripsi', 'Deskripsi');
    for (const hue of [1, 2]) form.append('thumbnail', blob(await png(hue)), `a-${hue}.png`);
    const first = (await admin.post('/api/v1/subsgaleri', form)).json().data;

    const textOnly = new FormData();
    textOnly.set('judul', 'Album Baru');
    const kept = (await admin.patch(`/api/v1/subsgaleri/${first.id}`, textOnly)).json().data;
    assert.equal(kept.judul, 'Album Baru');
    assert.deepEqual(kept.tempSubsgaleri, first.tempSubsgaleri);

    const replace = new FormData();
    replace.append('thumbnail', blob(await png(200)), 'baru.png');
    const res = await admin.patch(`/api/v1/subsgaleri/${first.id}`, replace);
    assert.equal(res.statusCode, 200, res.body);
    const updated = res.json().data;
    assert.equal(updated.tempSubsgaleri.length, 1);
    assert.equal(updated.thumbnail, updated.tempSubsgaleri[0].image);
    for (const old of first.tempSubsgaleri) {
      assert.equal((await admin.get(old.image)).statusCode, 404);
      assert.equal((await admin.get(inImageFormat(old.image, 'avif'))).statusCode, 404, 'its AVIF is deleted too');
    }
    assert.equal((await admin.get(updated.thumbnail)).statusCode, 200);

    assert.equal((await admin.delete(`/api/v1/subsgaleri/${first.id}`)).statusCode, 200);
    assert.equal((await admin.get(updated.thumbnail)).statusCode, 404);
  });

  test('deleting a video or a script deletes its files', async () => {
    const form = new FormData();
    form.set('kategori', 'buku');
    form.set('naskah', 'Sementara');
    form.set('pengarang', 'Anonim');
    form.set('gambar_subsnaskah', blob(minimalPdf('Sementara', [])), 'x.pdf');
    const script = (await admin.post('/api/v1/subsnaskahs', form)).json().data;
    assert.equal((await admin.get(script.file_naskah)).statusCode, 200);
    assert.equal((await admin.delete(`/api/v1/subsnaskahs/${script.id}`)).statusCode, 200);
    assert.equal((await admin.get(script.file_naskah)).statusCode, 404);
  });
});
