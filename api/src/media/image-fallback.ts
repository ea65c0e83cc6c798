import { inImageFormat } from '@teater/contract';
import type { ObjectStore, OpenedObject, WantedRange } from './objects/object-store.js';

/** `<id>-640.avif` → `<id>.webp`: the full-size WebP, which every stored image has. */
const fullSizeWebp = (key: string) => key.replace(/-\d+\.(?:webp|avif)$/, '.webp');

/**
 * Opens the stored object a request for `key` is answered with: the object itself, or, for an
 * image file not made yet (stored before AVIF or before a width joined IMAGE_WIDTHS, until
 * fillMissingWidths reaches it), the WebP of the same width, else the full-size WebP. Those bytes
 * are sent under the asked URL rather than redirected to: on a slow phone connection a redirect
 * costs a round-trip on the page's main picture, and browsers read an image's format from its
 * bytes and content type, and its size from its pixels, not from its URL. `servedKey` says which.
 */
export async function openServed(
  objects: ObjectStore,
  key: string,
  range?: WantedRange,
): Promise<{ object: OpenedObject; servedKey: string } | null> {
  const object = await objects.open(key, range);
  if (object) return { object, servedKey: key };
  if (!/\/i\/[\w-]+\.(?:avif|webp)$/.test(key)) return null;
  for (const fallbackKey of new Set([inImageFormat(key, 'webp'), fullSizeWebp(key)])) {
    if (fallbackKey === key) continue;
    const fallback = await objects.open(fallbackKey, range);
    if (fallback) return { object: fallback, servedKey: fallbackKey };
  }
  return null;
}
