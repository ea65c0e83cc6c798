import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_ENCODING, widthFilesOf, writeWidths } from './image-encoding.js';
import { loadSharp } from './sharp.js';
import type { MediaStore, Visibility } from './store.js';

/**
 * Images stored before a width or a format joined the pipeline get it made from their full-size
 * WebP, so every srcset the pages write points at a file. Runs after start, one image at a time; a
 * store already complete costs one directory listing per visibility. Returns how many files it wrote.
 */
export async function fillMissingWidths(store: MediaStore): Promise<number> {
  let written = 0;
  for (const visibility of ['public', 'exclusive'] as const satisfies Visibility[]) {
    const dir = store.pathOf(visibility, 'i', '');
    const names = new Set(await fs.readdir(dir).catch(() => [] as string[]));
    for (const name of names) {
      const id = /^([\w]+)\.webp$/.exec(name)?.[1];
      if (!id) continue;
      const missing = widthFilesOf(id, (file) => store.pathOf(visibility, 'i', file)).filter(
        (file) => !names.has(path.basename(file.path)),
      );
      if (missing.length === 0) continue;
      const sharp = await loadSharp();
      await writeWidths(sharp(store.pathOf(visibility, 'i', name)), missing, UPLOAD_ENCODING);
      written += missing.length;
    }
  }
  return written;
}
