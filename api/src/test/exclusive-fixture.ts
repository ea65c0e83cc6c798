import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import sharp from 'sharp';
import { demoVideo, minimalPdf } from '../seed/demo/exclusive-files.js';
import { buildTestApp, type Caller, type TestApp } from './app.js';

// Live bindings: set by useExclusiveApp's before(), read by the tests that import them.
export let t: TestApp;
export let admin: Caller;
export let created: Created;

export const png = (hue: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: hue, g: 80, b: 120 } } })
    .png()
    .toBuffer();
export const blob = (bytes: Buffer, type = 'application/octet-stream') => new Blob([new Uint8Array(bytes)], { type });

export interface Created {
  video: Record<string, unknown> & { id: number; video_url: string; photo_url: string };
  script: Record<string, unknown> & { id: number; file_naskah: string };
  album: Record<string, unknown> & { id: number; thumbnail: string; tempSubsgaleri: { id: number; image: string }[] };
}

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

/** One app for the test file that calls it, with a video, a script and an album of three pictures. */
export function useExclusiveApp() {
  before(async () => {
    t = await buildTestApp();
    admin = await t.as('admin');
    created = await createAll();
  });
  after(() => t.close());
}

export const fileUrls = () => [
  created.video.video_url,
  created.video.photo_url,
  created.script.file_naskah,
  created.album.thumbnail,
  ...created.album.tempSubsgaleri.map((one) => one.image),
];
