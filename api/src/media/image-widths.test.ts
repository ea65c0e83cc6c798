import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { IMAGE_WIDTHS } from '@teater/contract';
import sharp from 'sharp';
import { fillMissingWidths } from './image-widths.js';
import { storeImageBuffer } from './process.js';
import { fileMediaStore } from './store.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teater-widths-'));
after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test('an image stored before a width existed gets that width at start, once', async () => {
  const store = fileMediaStore(dataDir);
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#7f1d1d' } })
    .png()
    .toBuffer();
  const url = await storeImageBuffer(store, photo);
  const id = /\/media\/i\/(\w+)\.webp$/.exec(url)?.[1];
  assert.ok(id, url);
  // as if stored by a version without the 960 width
  const missing = store.pathOf('public', 'i', `${id}-960.webp`);
  fs.rmSync(missing);

  assert.equal(await fillMissingWidths(store), 1);
  assert.equal((await sharp(missing).metadata()).width, 960);
  assert.equal(await fillMissingWidths(store), 0, 'a complete store is left alone');
  for (const width of IMAGE_WIDTHS.slice(0, -1)) {
    assert.equal((await sharp(store.pathOf('public', 'i', `${id}-${width}.webp`)).metadata()).width, width);
  }
});
