import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { beritas, IMAGE_WIDTHS, inImageFormat, mediaMessages, srcSetOf, UPLOAD_LIMITS } from '@teater/contract';
import sharp from 'sharp';
import { admin, t, useContentApp } from '../test/content-fixture.js';
import {
  allExist,
  disguised,
  hugePng,
  imageFilesOf,
  jpegWithExif,
  mediaFiles,
  oversizedPng,
  pngImage,
  type Upload,
} from '../test/media.js';
import { encode, validPayload } from '../test/payloads.js';
import { fillMissingWidths } from './image-widths.js';

useContentApp();

const imageForm = (file: Upload, field = 'image') => {
  const form = new FormData();
  form.append(field, file.blob, file.filename);
  return form;
};

describe('POST /image stores', () => {
  test('an admin uploads an image: 201 {data:{url}}, stored as WebP and AVIF in every width', async () => {
    const res = await admin.post('/api/v1/image', imageForm(await jpegWithExif()));
    assert.equal(res.statusCode, 201, res.body);
    const { url } = res.json().data;
    assert.match(url, /^\/media\/i\/[0-9a-f]{32}\.webp$/);
    const files = imageFilesOf(t.dataDir, url);
    assert.equal(files.length, IMAGE_WIDTHS.length * 2);
    const stored = await Promise.all(files.map(async (file) => ({ file, ...(await sharp(file).metadata()) })));
    for (const format of ['webp', 'heif'] as const) {
      const ofFormat = stored.filter((one) => one.format === format);
      assert.deepEqual(
        ofFormat.map((one) => one.width).sort((a, b) => a - b),
        [...IMAGE_WIDTHS],
        format,
      );
    }
    for (const one of stored) {
      assert.equal(one.format, one.file.endsWith('.avif') ? 'heif' : 'webp', one.file);
      if (one.format === 'heif') assert.equal(one.compression, 'av1', one.file);
    }
  });

  test('EXIF and GPS of a photo never reach the stored files', async () => {
    const photo = await jpegWithExif();
    const source = await sharp(photo.bytes).metadata();
    assert.ok(source.exif && source.exif.length > 0, 'the upload carries EXIF');
    assert.ok(source.exif.includes(Buffer.from('KameraUji')));
    const res = await admin.post('/api/v1/image', imageForm(photo));
    for (const file of imageFilesOf(t.dataDir, res.json().data.url)) {
      const stored = await sharp(file).metadata();
      assert.equal(stored.exif, undefined, `${file} has no EXIF`);
      assert.equal(stored.xmp, undefined);
      assert.equal(stored.iptc, undefined);
    }
  });

  test('anonymous callers answer 401 and users 403, and nothing is stored', async () => {
    const filesBefore = mediaFiles(t.dataDir);
    const form = imageForm(await pngImage());
    assert.equal((await (await t.as('anonymous')).post('/api/v1/image', form)).statusCode, 401);
    assert.equal((await (await t.as('user')).post('/api/v1/image', form)).statusCode, 403);
    assert.deepEqual(mediaFiles(t.dataDir), filesBefore);
  });
});

describe('POST /image refuses', () => {
  test('a body without the image field answers 400', async () => {
    const res = await admin.post('/api/v1/image', new FormData());
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().errors.image, mediaMessages.required);
    assert.equal((await admin.post('/api/v1/image', { image: 'https://contoh.id/x.png' })).statusCode, 400);
  });

  for (const [kind, file] of Object.entries(disguised)) {
    test(`a ${kind} file named .jpg and sent as image/jpeg answers 415 and leaves nothing behind`, async () => {
      const filesBefore = mediaFiles(t.dataDir);
      const res = await admin.post('/api/v1/image', imageForm(file()));
      assert.equal(res.statusCode, 415, res.body);
      assert.equal(res.json().message, mediaMessages.notAnImage);
      assert.equal(res.json().errors.image, mediaMessages.notAnImage);
      assert.deepEqual(mediaFiles(t.dataDir), filesBefore, 'nothing in media or media/tmp');
    });
  }

  test('an image over 10 MB answers 413 with the Indonesian message and leaves nothing behind', async () => {
    const big = await oversizedPng();
    assert.ok(big.bytes.length > UPLOAD_LIMITS.image);
    const filesBefore = mediaFiles(t.dataDir);
    const res = await admin.post('/api/v1/image', imageForm(big));
    assert.equal(res.statusCode, 413, res.body);
    assert.equal(res.json().message, mediaMessages.imageTooLarge);
    assert.deepEqual(mediaFiles(t.dataDir), filesBefore);
  });
});

describe('the pixel limit', () => {
  test('a 30000 x 30000 picture is refused as too big, not as "not an image", and leaves nothing behind', async () => {
    const filesBefore = mediaFiles(t.dataDir);
    const res = await admin.post('/api/v1/image', imageForm(hugePng()));
    assert.equal(res.statusCode, 413, res.body);
    assert.equal(res.json().message, 'Gambar terlalu besar: maksimal 50 megapiksel');
    assert.equal(res.json().errors.image, mediaMessages.imageTooManyPixels(50));
    assert.deepEqual(mediaFiles(t.dataDir), filesBefore);
  });

  test('inside a resource write the field names the reason', async () => {
    const payload = await validPayload(beritas, 1, async () => '');
    const res = await admin.post('/api/v1/beritas', encode(beritas, { ...payload, photo_url: hugePng(12_000, 9_000) }));
    assert.equal(res.statusCode, 413, res.body);
    assert.equal(res.json().errors.photo_url, mediaMessages.imageTooManyPixels(50));
  });
});

describe('uploads inside a resource write', () => {
  test('a bad file after a good one refuses the write and removes the good one too', async () => {
    for (const bad of [disguised.pdf(), await oversizedPng()]) {
      const payload = await validPayload(beritas, 1, async () => '');
      const filesBefore = mediaFiles(t.dataDir);
      const res = await admin.post('/api/v1/beritas', encode(beritas, { ...payload, gambar_2: bad }));
      assert.ok([413, 415].includes(res.statusCode), res.body);
      assert.equal(typeof res.json().errors.gambar_2, 'string');
      assert.deepEqual(mediaFiles(t.dataDir), filesBefore);
    }
  });
});

describe('serving /media', () => {
  test('stored images are served as WebP with long immutable caching and nosniff', async () => {
    const { url } = (await admin.post('/api/v1/image', imageForm(await pngImage(7)))).json().data;
    const res = await t.app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/webp');
    assert.match(String(res.headers['cache-control']), /max-age=31536000/);
    assert.match(String(res.headers['cache-control']), /immutable/);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    const smaller = url.replace(/\.webp$/, `-${IMAGE_WIDTHS[0]}.webp`);
    assert.equal((await t.app.inject({ method: 'GET', url: smaller })).statusCode, 200);
  });

  test('every width is served as AVIF too, cached like the WebP', async () => {
    const { url } = (await admin.post('/api/v1/image', imageForm(await pngImage(8, 1400, 700)))).json().data;
    const avifSet = srcSetOf(url, 'avif');
    assert.ok(avifSet);
    for (const [avif, width] of avifSet.split(', ').map((entry) => entry.split(' '))) {
      const res = await t.app.inject({ method: 'GET', url: avif ?? '' });
      assert.equal(res.statusCode, 200, avif);
      assert.equal(res.headers['content-type'], 'image/avif', avif);
      assert.match(String(res.headers['cache-control']), /max-age=31536000/);
      assert.match(String(res.headers['cache-control']), /immutable/);
      assert.equal((await sharp(res.rawPayload).metadata()).width, Number.parseInt(width ?? '', 10), avif);
    }
  });

  test('an AVIF not made yet (an image stored before AVIF) is answered with its WebP, not cached for long', async () => {
    const { url } = (await admin.post('/api/v1/image', imageForm(await pngImage(9)))).json().data;
    const avif = inImageFormat(url, 'avif');
    fs.rmSync(path.join(t.dataDir, 'media', 'public', avif.replace(/^\/media\//, '')));
    const res = await t.app.inject({ method: 'GET', url: avif });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/webp');
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.deepEqual(res.rawPayload, (await t.app.inject({ method: 'GET', url })).rawPayload);
    // once made, the AVIF itself is served
    assert.ok((await fillMissingWidths(t.app.media)) >= 1);
    const made = await t.app.inject({ method: 'GET', url: avif });
    assert.equal(made.headers['content-type'], 'image/avif');
    assert.match(String(made.headers['cache-control']), /immutable/);
  });

  test('a width not made yet (an image stored before the width existed) is answered with the full-size WebP', async () => {
    const { url } = (await admin.post('/api/v1/image', imageForm(await pngImage(10, 1400, 700)))).json().data;
    const newWidth = (format: 'webp' | 'avif') => inImageFormat(url.replace(/\.webp$/, '-768.webp'), format);
    for (const format of ['webp', 'avif'] as const) {
      fs.rmSync(path.join(t.dataDir, 'media', 'public', newWidth(format).replace(/^\/media\//, '')));
    }
    const full = (await t.app.inject({ method: 'GET', url })).rawPayload;
    for (const format of ['webp', 'avif'] as const) {
      const res = await t.app.inject({ method: 'GET', url: newWidth(format) });
      assert.equal(res.statusCode, 200, newWidth(format));
      assert.equal(res.headers['content-type'], 'image/webp');
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.deepEqual(res.rawPayload, full);
    }
    assert.equal(await fillMissingWidths(t.app.media), 2);
    const made = await t.app.inject({ method: 'GET', url: newWidth('avif') });
    assert.equal(made.headers['content-type'], 'image/avif');
    assert.equal((await sharp(made.rawPayload).metadata()).width, 768);
  });

  test('unknown media answer 404 and temp uploads are never served', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/media/i/0123456789abcdef.webp' })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: '/media/i/0123456789abcdef.avif' })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: '/media/../tmp/x.upload' })).statusCode, 404);
  });
});

test('every stored image file is still complete on disk', () => {
  // Guards the tests above: refusals removed only their own files, never a stored image's width
  // (the AVIF the fallback test removed was made again).
  const webps = mediaFiles(t.dataDir).filter((f) => f.endsWith('.webp') && !/-\d+\.webp$/.test(f));
  for (const file of webps) assert.ok(allExist(imageFilesOf(t.dataDir, `/media/${file.replace(/^public\//, '')}`)));
});
