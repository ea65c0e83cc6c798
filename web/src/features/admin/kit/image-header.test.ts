import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { readImageHeader } from './image-header';

const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif', width: number, height: number, lossless = false) =>
  sharp({ create: { width, height, channels: 3, background: '#7f1d1d' } })
    [format](format === 'webp' ? { lossless } : {})
    .toBuffer();

test('format and size from the first bytes of JPEG, PNG, GIF and WebP (lossy and lossless)', async () => {
  for (const [format, lossless] of [
    ['jpeg', false],
    ['png', false],
    ['gif', false],
    ['webp', false],
    ['webp', true],
  ] as const) {
    const header = readImageHeader(new Uint8Array(await picture(format, 321, 123, lossless)));
    assert.deepEqual(header, { format, width: 321, height: 123 }, `${format}${lossless ? ' lossless' : ''}`);
  }
});

test('a PNG claiming 30000 x 30000 is read as such; text and PDF are no pictures', () => {
  const png = new Uint8Array(33);
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(png.buffer).setUint32(16, 30_000);
  new DataView(png.buffer).setUint32(20, 30_000);
  assert.deepEqual(readImageHeader(png), { format: 'png', width: 30_000, height: 30_000 });
  assert.equal(readImageHeader(new TextEncoder().encode('bukan gambar, hanya teks biasa')), null);
  assert.equal(readImageHeader(new TextEncoder().encode('%PDF-1.4\n1 0 obj')), null);
});
