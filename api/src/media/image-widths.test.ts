import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { IMAGE_WIDTHS, imageWidthName } from '@teater/contract';
import sharp from 'sharp';
import { fillMissingWidths } from './image-widths.js';
import { storeImageBuffer } from './process.js';
import { folderMediaStore } from './store.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teater-widths-'));
/** The file of an image object in the folder store */
const fileOf = (visibility: 'public' | 'exclusive', name: string) => path.join(dataDir, 'media', visibility, 'i', name);
after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test('an image stored before a width existed gets that width at start, once', async () => {
  const store = folderMediaStore(dataDir);
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#7f1d1d' } })
    .png()
    .toBuffer();
  const url = await storeImageBuffer(store, photo);
  const id = /\/media\/i\/(\w+)\.webp$/.exec(url)?.[1];
  assert.ok(id, url);
  // as if stored by a version without the 960 width
  const missing = fileOf('public', `${id}-960.webp`);
  fs.rmSync(missing);

  assert.equal(await fillMissingWidths(store), 1);
  assert.equal((await sharp(missing).metadata()).width, 960);
  assert.equal(await fillMissingWidths(store), 0, 'a complete store is left alone');
  for (const width of IMAGE_WIDTHS.slice(0, -1)) {
    assert.equal((await sharp(fileOf('public', `${id}-${width}.webp`)).metadata()).width, width);
  }
});

test('an image stored before AVIF gets every AVIF width at start, public and exclusive', async () => {
  const store = folderMediaStore(dataDir);
  const photo = await sharp({ create: { width: 1400, height: 800, channels: 4, background: '#1e3a8a80' } })
    .png()
    .toBuffer();
  const stored = [await storeImageBuffer(store, photo), await storeImageBuffer(store, photo, 'exclusive')];
  const avifFiles = stored.flatMap((url) => {
    const visibility = url.startsWith('/media/') ? 'public' : 'exclusive';
    const id = /\/i\/(\w+)\.webp$/.exec(url)?.[1] ?? '';
    return IMAGE_WIDTHS.map((width) => ({
      width,
      file: fileOf(visibility, imageWidthName(id, width, 'avif')),
    }));
  });
  // as if stored by a version that wrote WebP only
  for (const { file } of avifFiles) fs.rmSync(file);

  assert.equal(await fillMissingWidths(store), avifFiles.length);
  for (const { width, file } of avifFiles) {
    const made = await sharp(file).metadata();
    assert.equal(made.compression, 'av1', file);
    assert.equal(made.width, width, file);
    assert.equal(made.hasAlpha, true, 'transparency is kept');
  }
  assert.equal(await fillMissingWidths(store), 0, 'a complete store is left alone');
});

test('a width within a tenth of the picture width is stored at the picture size, not scaled', async () => {
  const store = folderMediaStore(dataDir);
  const portrait = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#450a0a' } })
    .png()
    .toBuffer();
  const id = /\/media\/i\/(\w+)\.webp$/.exec(await storeImageBuffer(store, portrait))?.[1] ?? '';
  const widthOf = async (name: string) => (await sharp(fileOf('public', name)).metadata()).width;
  assert.equal(await widthOf(imageWidthName(id, 768, 'avif')), 800);
  assert.equal(await widthOf(imageWidthName(id, 640, 'avif')), 640);
  assert.equal(await widthOf(imageWidthName(id, 960, 'webp')), 800);
});
