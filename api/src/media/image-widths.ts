import { buffer } from 'node:stream/consumers';
import { contentTypeOf } from './content-type.js';
import { UPLOAD_ENCODING, widthFilesOf, writeWidths } from './image-encoding.js';
import { loadSharp } from './sharp.js';
import type { MediaStore, Visibility } from './store.js';

/**
 * Images stored before a width or a format joined the pipeline get it made from their full-size
 * WebP, so every srcset the pages write points at a file. Runs after start, one image at a time; a
 * store already complete costs one listing per visibility. Returns how many files it wrote.
 */
export async function fillMissingWidths(store: MediaStore): Promise<number> {
  let written = 0;
  for (const visibility of ['public', 'exclusive'] as const satisfies Visibility[]) {
    const prefix = store.keyOf(visibility, 'i', '');
    const keys = new Set<string>();
    for await (const { key } of store.objects.list(prefix)) keys.add(key);
    for (const key of keys) {
      const id = /^([\w]+)\.webp$/.exec(key.slice(prefix.length))?.[1];
      if (!id) continue;
      const missing = widthFilesOf(id, (name) => store.keyOf(visibility, 'i', name)).filter(
        (file) => !keys.has(file.key),
      );
      if (missing.length === 0) continue;
      const source = await store.objects.open(key);
      if (!source) continue;
      const sharp = await loadSharp();
      await writeWidths(sharp(await buffer(source.body)), missing, UPLOAD_ENCODING, (file, bytes) =>
        store.objects.put(file.key, bytes, contentTypeOf(file.key)),
      );
      written += missing.length;
    }
  }
  return written;
}
