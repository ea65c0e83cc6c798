import fs from 'node:fs/promises';
import { IMAGE_WIDTHS, imageWidthName } from '@teater/contract';
import sharp from 'sharp';
import type { MediaStore, Visibility } from './store.js';

/** WebP settings of every stored width. */
export const WEBP_QUALITY = 78;

/**
 * Images stored before a width joined IMAGE_WIDTHS get it made from their full-size file, so every
 * srcset the pages write points at a file. Runs after start, one image at a time; a store already
 * complete costs one directory listing per visibility. Returns how many files it wrote.
 */
export async function fillMissingWidths(store: MediaStore): Promise<number> {
  let written = 0;
  for (const visibility of ['public', 'exclusive'] as const satisfies Visibility[]) {
    const dir = store.pathOf(visibility, 'i', '');
    const names = new Set(await fs.readdir(dir).catch(() => [] as string[]));
    for (const name of names) {
      const id = /^([\w]+)\.webp$/.exec(name)?.[1];
      if (!id) continue;
      for (const width of IMAGE_WIDTHS) {
        const target = imageWidthName(id, width);
        if (names.has(target)) continue;
        await sharp(store.pathOf(visibility, 'i', name))
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toFile(store.pathOf(visibility, 'i', target));
        written += 1;
      }
    }
  }
  return written;
}
