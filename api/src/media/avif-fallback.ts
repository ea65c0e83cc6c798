import { inImageFormat } from '@teater/contract';
import type { ObjectStore, OpenedObject, WantedRange } from './objects/object-store.js';

/**
 * Opens the stored object a request for `key` is answered with: the object itself, or, for an
 * image AVIF width not made yet (an image stored before AVIF, until fillMissingWidths reaches it),
 * its WebP sibling. The WebP bytes are sent under the AVIF URL rather than redirected to: on a slow
 * phone connection a redirect costs a round-trip on the page's main picture, and browsers read an
 * image's format from its bytes and content type, not from its URL. `servedKey` says which it was.
 */
export async function openServed(
  objects: ObjectStore,
  key: string,
  range?: WantedRange,
): Promise<{ object: OpenedObject; servedKey: string } | null> {
  const object = await objects.open(key, range);
  if (object) return { object, servedKey: key };
  if (!/\/i\/[\w-]+\.avif$/.test(key)) return null;
  const webp = inImageFormat(key, 'webp');
  const fallback = await objects.open(webp, range);
  return fallback ? { object: fallback, servedKey: webp } : null;
}
